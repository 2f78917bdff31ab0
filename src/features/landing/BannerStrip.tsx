import styles from "./BannerStrip.module.css";
import { landingCopy } from "./landingCopy";

/** Up to six words (spec §2 Hero, §9); fewer fit up to 900px, and fewer still on phones (768px and narrower). */
export const BANNER_MAX_WORDS = 6;
const BANNER_NARROW_WORDS = 4;
const BANNER_PHONE_WORDS = 3;

/** Which screens a word is dropped on: its stylesheet hides it where it would not fit. */
function fitClass(index: number): string | undefined {
  if (index >= BANNER_NARROW_WORDS) return styles.wideOnly;
  if (index >= BANNER_PHONE_WORDS) return styles.notOnPhones;
  return undefined;
}

/**
 * The strip of words under the hero: all six on wide screens, four up to 900px, three on
 * phones. The screen width is left to CSS, so the pre-rendered page is right on every screen.
 */
export function BannerStrip({ words }: { words: readonly string[] }) {
  return (
    <ul className={styles.strip} aria-label={landingCopy.bannerLabel}>
      {words.slice(0, BANNER_MAX_WORDS).map((word, index) => (
        <li key={word} className={[styles.word, fitClass(index)].filter(Boolean).join(" ")}>
          {word}
        </li>
      ))}
    </ul>
  );
}
