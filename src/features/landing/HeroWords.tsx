import { useEffect, useState } from "react";
import { LuPause, LuPlay } from "react-icons/lu";
import { usePrefersReducedMotion } from "../../shared/ui/useMediaQuery";
import styles from "./HeroWords.module.css";
import { HERO_WORD_DURATION_MS, heroWordSequence } from "./heroWordSequence";
import { landingCopy } from "./landingCopy";

/**
 * The big rotating word: through the sequence once, then it rests on the last
 * word. It can be paused (WCAG 2.2.2), and it does not move at all for people
 * who ask for reduced motion. Screen readers hear the three words once.
 */
export function HeroWords({ words }: { words: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const sequence = heroWordSequence(words);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const last = sequence.length - 1;
  const moving = !reducedMotion && !paused && index < last;

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setIndex(index + 1), HERO_WORD_DURATION_MS);
    return () => clearTimeout(timer);
  }, [moving, index]);

  const word = reducedMotion ? words.join(" · ") : sequence[index];
  return (
    <div className={styles.words}>
      <p className={styles.word}>
        <span className="visually-hidden">{landingCopy.heroWordsForScreenReaders}</span>
        {/* Every word laid in one cell, unseen: the cell takes the widest, so the button beside it stays put. */}
        <span className={styles.stack} aria-hidden="true">
          {words.map((each) => (
            <span key={each} className={styles.sizer}>
              {each}
            </span>
          ))}
          <span key={index} className={styles.current} data-testid="hero-word">
            {word}
          </span>
        </span>
      </p>
      {!reducedMotion && index < last ? (
        <button
          type="button"
          className={styles.pause}
          aria-label={paused ? landingCopy.playMotion : landingCopy.pauseMotion}
          onClick={() => setPaused((isPaused) => !isPaused)}
        >
          {paused ? <LuPlay aria-hidden="true" /> : <LuPause aria-hidden="true" />}
        </button>
      ) : null}
    </div>
  );
}
