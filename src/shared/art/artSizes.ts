/**
 * How wide each illustration is drawn (the `sizes` of its `<img>`), by id prefix.
 * The splash preloads with the same `sizes`, so the browser picks the same file
 * it will show later and the preload lands in its cache.
 */
const SIZES_BY_PREFIX: ReadonlyArray<readonly [prefix: string, sizes: string]> = [
  ["intro-", "(max-width: 768px) 34vw, 34vh"],
  ["step-", "(max-width: 768px) 92vw, 30vw"],
  ["auth-", "100vw"],
  ["about-hero", "(max-width: 900px) 100vw, 50vw"],
  ["about-", "(max-width: 768px) 60vw, 240px"],
];

export function artSizes(id: string): string {
  const match = SIZES_BY_PREFIX.find(([prefix]) => id.startsWith(prefix));
  if (match === undefined) throw new Error(`No sizes are known for artwork "${id}"`);
  return match[1];
}
