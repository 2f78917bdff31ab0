import { Activity, useCallback, useState } from "react";
import { useLocation } from "react-router-dom";
import { pageTitle, SITE_DESCRIPTION } from "../../shared/copy/brand";
import { CONTINUES_FIRST_PAGE } from "../../shared/layout/continuesFirstPage";
import { useLocationState } from "../../shared/location/useLocationState";
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
  // Handed over from the splash: the intro covers the screen, so the page under it is drawn hidden, in
  // the browser's spare time, instead of in the same long tasks as the intro's first frame. Shown the
  // moment the intro ends or is skipped. (A pre-rendered /home is already drawn: nothing to spare there.)
  const { state } = useLocation();
  const [handedOver] = useState(state === CONTINUES_FIRST_PAGE);
  // The location line is asked meanwhile, as when the page is drawn at once.
  useLocationState();

  return (
    <>
      <title>{pageTitle(landingCopy.title)}</title>
      <meta name="description" content={SITE_DESCRIPTION} />
      {introPlaying ? <IntroOverlay onStart={claim} onDone={endIntro} /> : null}
      <Activity mode={introPlaying && handedOver ? "hidden" : "visible"}>
        <Hero />
      </Activity>
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
