/** The characters the headings' cut of the display face keeps, as [first, last] code points. */
export const HEADINGS_RANGES: readonly (readonly [number, number])[];
/** The weights the headings use. */
export const HEADINGS_WEIGHTS: { readonly min: number; readonly max: number };
