import { useEffect, useState } from "react";
import { photoChangeTimes } from "./introTimeline";
import { firstPhotos, withNextPhoto } from "./photoPicks";

/** The photo each of `cellCount` cells shows, flipping on each cell's own schedule, never two alike. */
export function useIntroPhotos(photos: readonly string[], cellCount: number): readonly string[] {
  const [showing, setShowing] = useState(() => firstPhotos(photos, cellCount));
  useEffect(() => {
    // One timer per cell at a time, each flip setting the next: the 80 flips' timers all set at once
    // weighed on the intro's first frame.
    const timers: ReturnType<typeof setTimeout>[] = [];
    const flipFrom = (cell: number, times: readonly number[], index: number) => {
      const at = times[index];
      if (at === undefined) return;
      timers[cell] = setTimeout(
        () => {
          setShowing((current) => withNextPhoto(current, cell, photos, Math.random));
          flipFrom(cell, times, index + 1);
        },
        at - (times[index - 1] ?? 0),
      );
    };
    for (let cell = 0; cell < cellCount; cell++) flipFrom(cell, photoChangeTimes(cell), 0);
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [photos, cellCount]);
  return showing;
}
