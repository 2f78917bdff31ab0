import { FaStar } from "react-icons/fa6";
import { landingCopy } from "./landingCopy";
import styles from "./StarRating.module.css";

const OUT_OF = 5;

/** A row of stars, read out as "5 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={landingCopy.starsLabel(rating, OUT_OF)}>
      {Array.from({ length: OUT_OF }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
        <FaStar key={index} aria-hidden="true" className={index < rating ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}
