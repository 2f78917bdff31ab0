import { useEffect, useState } from "react";
import { photoChangeTimes } from "./introTimeline";
import { firstPhotos, withNextPhoto } from "./photoPicks";

/** The photo each of `cellCount` cells shows, flipping on each cell's own schedule, never two alike. */
export function useIntroPhotos(photos: readonly string[], cellCount: number): readonly string[] {
  const [showing, setShowing] = useState(() => firstPhotos(photos, cellCount));
  useEffect(() => {
    const timers = Array.from({ length: cellCount }, (_, cell) =>
      photoChangeTimes(cell).map((at) =>
        setTimeout(() => setShowing((current) => withNextPhoto(current, cell, photos, Math.random)), at),
      ),
    ).flat();
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [photos, cellCount]);
  return showing;
}
