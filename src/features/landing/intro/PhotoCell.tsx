import { useEffect, useState } from "react";
import { ArtImage } from "../../../shared/art/ArtImage";
import { photoChangeTimes } from "./introTimeline";

/** A different photo from the one shown, at random. */
function anotherPhoto(photos: readonly string[], current: string): string {
  const others = photos.filter((photo) => photo !== current);
  return others[Math.floor(Math.random() * others.length)] ?? current;
}

interface PhotoCellProps {
  readonly photos: readonly string[];
  /** 0 to 7: the cell's place in the stagger. */
  readonly order: number;
  readonly className?: string;
}

/** One of the eight photo cells: flips through random photos on its own schedule. */
export function PhotoCell({ photos, order, className }: PhotoCellProps) {
  const [photo, setPhoto] = useState(() => photos[order % photos.length] ?? "");
  useEffect(() => {
    const timers = photoChangeTimes(order).map((at) =>
      setTimeout(() => setPhoto((current) => anotherPhoto(photos, current)), at),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [photos, order]);
  return (
    <div className={className} data-testid="intro-photo-cell" data-photo={photo}>
      <ArtImage id={photo} decorative priority />
    </div>
  );
}
