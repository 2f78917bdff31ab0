import { useEffect, useState } from "react";
import { INTRO_COUNT_DURATION_MS } from "../../../../domain/constants";
import { introCountAt } from "./introTimeline";

/** The centre cell's count, redrawn on animation frames (no work between frames). */
export function CountUp({ className }: { className?: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const start = performance.now();
    let frame = requestAnimationFrame(function draw(now) {
      const elapsed = now - start;
      setCount(introCountAt(elapsed));
      if (elapsed < INTRO_COUNT_DURATION_MS) frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <span className={className} data-testid="intro-count">
      {count}
    </span>
  );
}
