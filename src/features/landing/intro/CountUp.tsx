import { useEffect, useRef } from "react";
import { introCountAt } from "./introTimeline";
import { INTRO_COUNT_DURATION_MS } from "./introTiming";

/**
 * The centre cell's count, redrawn on animation frames. The number is written to
 * the element directly: a React render per frame would keep the main thread busy
 * while the page is loading.
 */
export function CountUp({ className }: { className?: string }) {
  const output = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const start = performance.now();
    let shown = 0;
    let frame = requestAnimationFrame(function draw(now) {
      const elapsed = now - start;
      const count = introCountAt(elapsed);
      // Only a new number is written: rewriting the same one would still have the cell laid out and painted again.
      if (output.current !== null && count !== shown) {
        output.current.textContent = String(count);
        shown = count;
      }
      if (elapsed < INTRO_COUNT_DURATION_MS) frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <span ref={output} className={className} data-testid="intro-count">
      0
    </span>
  );
}
