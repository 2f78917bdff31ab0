import type { OutcomesReport } from "../../../../domain/operations/outcomesReport";
import own from "./Outcomes.module.css";
import { outcomesCopy } from "./outcomesCopy";

const WIDTH = 520;
const HEIGHT = 140;
const GAP = 2;

/**
 * The weekly show-up rate as columns (plain SVG): an image whose text alternative names every week's
 * rate, so a screen reader hears what the eye sees. A week without a confirmed seat has no column.
 */
export function ShowUpChart({ weekly }: { readonly weekly: OutcomesReport["weekly"] }) {
  const column = WIDTH / Math.max(1, weekly.length);
  return (
    <figure className={own.figure}>
      <figcaption className={own.figureCaption}>{outcomesCopy.showUpHeading}</figcaption>
      <svg
        className={own.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={outcomesCopy.showUpSummary(weekly)}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={own.axis} />
        {weekly.map(({ week, showUp }, index) =>
          showUp === null ? null : (
            <rect
              key={week}
              x={index * column + GAP / 2}
              y={HEIGHT * (1 - showUp)}
              width={Math.max(1, column - GAP)}
              height={HEIGHT * showUp}
              className={own.column}
            />
          ),
        )}
      </svg>
    </figure>
  );
}
