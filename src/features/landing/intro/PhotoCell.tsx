import { ArtImage } from "../../../shared/art/ArtImage";

/** One of the eight photo cells: shows the photo the intro picked for it (useIntroPhotos). */
export function PhotoCell({ photo, className }: { photo: string; className?: string }) {
  return (
    <div className={className} data-testid="intro-photo-cell" data-photo={photo}>
      <ArtImage id={photo} decorative priority />
    </div>
  );
}
