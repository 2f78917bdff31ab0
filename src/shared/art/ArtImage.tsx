import { MOBILE_QUERY } from "../ui/useMediaQuery";
import { artEntry, artSrcSet, artUrl } from "./artCatalog";
import { artSizes } from "./artSizes";

/** A transparent pixel: what a phone "downloads" for an image its stylesheet hides there. */
const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

interface ArtImageProps {
  readonly id: string;
  /** Empty for a decorative image; the catalog's description otherwise. */
  readonly decorative?: boolean;
  readonly className?: string;
  /** Images above the fold load at once; the others when scrolled near. */
  readonly priority?: boolean;
  /** Hidden on phones by the page's CSS: then phones fetch nothing for it. */
  readonly notOnPhones?: boolean;
}

/** An illustration as AVIF with a WebP fallback, sized to the screen, its space reserved. */
export function ArtImage({ id, decorative = false, className, priority = false, notOnPhones = false }: ArtImageProps) {
  const entry = artEntry(id);
  const sizes = artSizes(id);
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return (
    <picture>
      {notOnPhones ? <source media={MOBILE_QUERY} srcSet={EMPTY_IMAGE} /> : null}
      <source type="image/avif" srcSet={artSrcSet(entry, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={artSrcSet(entry, "webp")} sizes={sizes} />
      <img
        className={className}
        src={artUrl(id, largest, "webp")}
        alt={decorative ? "" : entry.alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
