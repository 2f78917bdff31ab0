import { type ArtEntry, type ArtFormat, artSrcSet } from "../../shared/art/artCatalog";
import { artSizes } from "../../shared/art/artSizes";

/** A 1×1 AVIF: the browser decodes it only if it can show AVIF. */
const AVIF_PROBE =
  "data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQM6Xt10S";

function load(configure: (image: HTMLImageElement) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Could not load ${image.currentSrc || image.src}`));
    configure(image);
  });
}

/** The format the page's `<picture>` elements will use here: AVIF where the browser decodes it. */
export function pictureFormat(): Promise<ArtFormat> {
  return load((image) => {
    image.src = AVIF_PROBE;
  }).then(
    () => "avif",
    () => "webp",
  );
}

/**
 * Loads one illustration the way the page will show it (same candidates, same
 * `sizes`), so that the browser's pick lands in its cache.
 */
export function preloadArt(entry: ArtEntry, format: ArtFormat): Promise<void> {
  return load((image) => {
    image.decoding = "async";
    image.sizes = artSizes(entry.id);
    image.srcset = artSrcSet(entry, format);
  });
}
