import { useCallback, useState } from "react";
import { pageTitle, SITE_DESCRIPTION } from "../../shared/copy/brand";
import { usePrefersReducedMotion } from "../../shared/ui/useMediaQuery";
import { Hero } from "./Hero";
import { HowItWorks } from "./HowItWorks";
import { IntroOverlay } from "./intro/IntroOverlay";
import { useIntroOnce } from "./intro/introOnce";
import { landingCopy } from "./landingCopy";
import { Reviews } from "./Reviews";
import { Stats } from "./Stats";

/** `/home` (spec §2): the intro, then the hero, how it works, reviews and the footer. */
export function LandingPage() {
  const reducedMotion = usePrefersReducedMotion();
  // The intro counts as seen from its start (once per session, even if the visitor leaves half-way).
  const { alreadySeen, claim } = useIntroOnce();
  const [introEnded, setIntroEnded] = useState(false);
  const introPlaying = !reducedMotion && !alreadySeen && !introEnded;
  const endIntro = useCallback(() => setIntroEnded(true), []);

  return (
    <>
      <title>{pageTitle(landingCopy.title)}</title>
      <meta name="description" content={SITE_DESCRIPTION} />
      {introPlaying ? <IntroOverlay onStart={claim} onDone={endIntro} /> : null}
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
