import catalog from "./images/catalog.json";

/** One illustration of `src/shared/art/images/`, rendered by `npm run art` into public/art/ at each width. */
export interface ArtEntry {
  readonly id: string;
  readonly alt: string;
  /** Intrinsic size, for the aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Rendered pixel widths, smallest first. */
  readonly widths: readonly number[];
}

export const artCatalog: readonly ArtEntry[] = catalog;

export function artEntry(id: string): ArtEntry {
  const entry = artCatalog.find((art) => art.id === id);
  if (entry === undefined) throw new Error(`No artwork "${id}" in src/shared/art/images/catalog.json`);
  return entry;
}

export type ArtFormat = "avif" | "webp";

export function artUrl(id: string, width: number, format: ArtFormat): string {
  return `/art/${id}-${width}.${format}`;
}

export function artSrcSet(entry: ArtEntry, format: ArtFormat): string {
  return entry.widths.map((width) => `${artUrl(entry.id, width, format)} ${width}w`).join(", ");
}
