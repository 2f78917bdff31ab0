import { ArtImage } from "../../shared/art/ArtImage";
import { LocationLine } from "../../shared/location/LocationLine";
import { DownloadButton } from "../../shared/marketing/DownloadButton";
import { BannerStrip } from "./BannerStrip";
import styles from "./Hero.module.css";
import { HeroWords } from "./HeroWords";
import { landing } from "./landingContent";

const HERO_PHOTOS = ["intro-02", "intro-06", "intro-10"];

/** The top of the landing page (spec §2 Hero). */
export function Hero() {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <HeroWords words={landing.heroWords} />
          <LocationLine className={styles.location} />
          <h1 className={styles.headline}>{landing.headline}</h1>
          <p className={styles.subline}>{landing.subline}</p>
          <div>
            <DownloadButton />
          </div>
        </div>
        {/* Not on phones (spec's mobile flag, 768px): hidden by CSS, so the pre-rendered page suits every screen. */}
        <div className={styles.photos} aria-hidden="true">
          {HERO_PHOTOS.map((id) => (
            <div key={id} className={styles.photo}>
              <ArtImage id={id} decorative priority notOnPhones />
            </div>
          ))}
        </div>
      </div>
      <BannerStrip words={landing.bannerWords} />
    </section>
  );
}
