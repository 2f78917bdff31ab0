import { useCallback, useState } from "react";
import { pageTitle, SITE_DESCRIPTION } from "../../shared/copy/brand";
import { usePrefersReducedMotion } from "../../shared/ui/useMediaQuery";
import { Hero } from "./Hero";
import { HowItWorks } from "./HowItWorks";
import { IntroOverlay } from "./intro/IntroOverlay";
import { claimIntro, useIntroAlreadySeen } from "./intro/introOnce";
import { landingCopy } from "./landingCopy";
import { Reviews } from "./Reviews";
import { Stats } from "./Stats";

/** `/home` (spec §2): the intro, then the hero, how it works, reviews and the footer. */
export function LandingPage() {
  const reducedMotion = usePrefersReducedMotion();
  const alreadySeen = useIntroAlreadySeen();
  // The intro marks itself seen as it starts (once per session, even if the visitor leaves half-way);
  // the visit that started it plays it to the end.
  const [playingHere, setPlayingHere] = useState(false);
  const [introEnded, setIntroEnded] = useState(false);
  const introPlaying = !reducedMotion && (!alreadySeen || playingHere) && !introEnded;
  const startIntro = useCallback(() => {
    if (claimIntro()) setPlayingHere(true);
  }, []);
  const endIntro = useCallback(() => setIntroEnded(true), []);

  return (
    <>
      <title>{pageTitle(landingCopy.title)}</title>
      <meta name="description" content={SITE_DESCRIPTION} />
      {introPlaying ? <IntroOverlay onStart={startIntro} onDone={endIntro} /> : null}
      <Hero />
      {/* Below the fold: drawn once the intro is over, so they do not compete with it while the page loads. */}
      {introPlaying ? null : (
        <>
          <Stats />
          <HowItWorks />
          <Reviews />
        </>
      )}
    </>
  );
}
