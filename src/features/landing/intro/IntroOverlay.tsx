import { useEffect, useMemo, useRef } from "react";
import { artCatalog } from "../../../shared/art/artCatalog";
import { HELD_TAP_ATTRIBUTE, HELD_TAP_COOKIE_ATTRIBUTE } from "../../../shared/forms/heldUntilLive";
import { inertEverythingBut } from "../../../shared/ui/inertEverythingBut";
import { useTapsHeldUntilLive } from "../../../shared/ui/useTapsHeldUntilLive";
import { landingCopy } from "../landingCopy";
import { CountUp } from "./CountUp";
import styles from "./IntroOverlay.module.css";
import { INTRO_SEEN_COOKIE_SETTING } from "./introSeenCookie";
import { CENTRE_CELL } from "./introTimeline";
import { INTRO_CELL_COUNT, INTRO_PHOTO_COUNT } from "./introTiming";
import { PhotoCell } from "./PhotoCell";
import { useIntroPhotos } from "./useIntroPhotos";
import { useIntroSequence } from "./useIntroSequence";

const INTRO_PHOTOS = artCatalog
  .filter((art) => art.id.startsWith("intro-"))
  .slice(0, INTRO_PHOTO_COUNT)
  .map((art) => art.id);

/**
 * The landing page's opening (spec §2, §4 Intro): a 3×3 grid whose eight outer
 * cells flip through photos while the centre counts to 208, then shows a word;
 * the photos fold away, a white panel rises, and the page is revealed. The rest
 * of the app is inert meanwhile; a "Skip intro" button ends it at once.
 * It is part of the page's markup (not a portal), so a pre-rendered /home
 * opens on it before any script has run.
 */
export function IntroOverlay({ onStart, onDone }: { onStart: () => void; onDone: () => void }) {
  const { phase, skip } = useIntroSequence();
  const cells = useMemo(() => Array.from({ length: INTRO_CELL_COUNT }, (_, index) => index), []);
  const photos = useIntroPhotos(INTRO_PHOTOS, INTRO_CELL_COUNT - 1);
  const overlay = useRef<HTMLDivElement>(null);
  // A tap before the page's code ran counted at once (its cookie, set by the entry's hold); it skips now.
  const skipButton = useRef<HTMLButtonElement>(null);
  useTapsHeldUntilLive(skipButton);

  // Seen from the moment it plays: leaving half-way does not bring it back in this session.
  useEffect(() => onStart(), [onStart]);

  useEffect(() => {
    if (phase === "done") onDone();
  }, [phase, onDone]);

  useEffect(() => (overlay.current === null ? undefined : inertEverythingBut(overlay.current)), []);

  if (phase === "done") return null;
  return (
    <div ref={overlay} className={styles.overlay} data-phase={phase} data-testid="intro">
      <div className={styles.grid} aria-hidden="true">
        {cells.map((cell) =>
          cell === CENTRE_CELL ? (
            <div key={cell} className={styles.centre}>
              {phase === "counting" ? <CountUp className={styles.count} /> : null}
              {phase !== "counting" ? <span className={styles.word}>{landingCopy.introWord}</span> : null}
            </div>
          ) : (
            <PhotoCell key={cell} className={styles.photo} photo={photos[cell < CENTRE_CELL ? cell : cell - 1] ?? ""} />
          ),
        )}
      </div>
      <div className={styles.panel} aria-hidden="true" />
      <button
        ref={skipButton}
        type="button"
        className={styles.skip}
        onClick={skip}
        {...{ [HELD_TAP_ATTRIBUTE]: "", [HELD_TAP_COOKIE_ATTRIBUTE]: INTRO_SEEN_COOKIE_SETTING }}
      >
        {landingCopy.skipIntro}
      </button>
    </div>
  );
}
