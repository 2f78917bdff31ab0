import { landingCopy } from "../../copy/landing";
import { NARROW_QUERY, useIsMobile, useMediaQuery } from "../../ui/useMediaQuery";
import styles from "./BannerStrip.module.css";
import { bannerWordCount } from "./bannerWordCount";

/** The strip of words under the hero: up to six, fewer where they would not fit. */
export function BannerStrip({ words }: { words: readonly string[] }) {
  const count = bannerWordCount(useIsMobile(), useMediaQuery(NARROW_QUERY));
  return (
    <ul className={styles.strip} aria-label={landingCopy.bannerLabel}>
      {words.slice(0, count).map((word) => (
        <li key={word} className={styles.word}>
          {word}
        </li>
      ))}
    </ul>
  );
}
