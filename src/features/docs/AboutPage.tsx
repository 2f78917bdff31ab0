import { useId } from "react";
import { LuCheck } from "react-icons/lu";
import { ArtImage } from "../../shared/art/ArtImage";
import { pageTitle } from "../../shared/copy/brand";
import { DownloadButton } from "../../shared/marketing/DownloadButton";
import styles from "./AboutPage.module.css";
import { about } from "./aboutContent";
import { aboutCopy } from "./docsCopy";

/** `/about` (spec §2): why Strangers exists, why it matters, what it has done, and the way in. */
export function AboutPage() {
  const whyId = useId();
  const doneId = useId();
  const ctaId = useId();

  return (
    <>
      <title>{pageTitle(aboutCopy.title)}</title>
      <meta name="description" content={about.description} />

      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{aboutCopy.eyebrow}</p>
            <h1 className={styles.headline}>{about.hero}</h1>
            <p className={styles.statement}>{about.sharingATable}</p>
          </div>
          <div className={styles.heroArt}>
            <ArtImage id="about-hero" priority className={styles.heroImage} />
          </div>
        </div>
      </div>

      <section className={styles.why} aria-labelledby={whyId}>
        <h2 id={whyId} className={styles.sectionHeading}>
          {about.whyHeading}
        </h2>
        <ul className={styles.reasons}>
          {about.reasons.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <div className={styles.reasonArt}>
                <ArtImage id={reason.art} decorative className={styles.reasonImage} />
              </div>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.done} aria-labelledby={doneId}>
        <div className={styles.doneInner}>
          <h2 id={doneId} className={styles.sectionHeading}>
            {about.doneSoFarHeading}
          </h2>
          <ul className={styles.doneList}>
            {about.doneSoFar.map((item) => (
              <li key={item} className={styles.doneItem}>
                <span className={styles.check} aria-hidden="true">
                  <LuCheck />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.ctaWrap} aria-labelledby={ctaId}>
        <div className={styles.cta}>
          <h2 id={ctaId} className={styles.ctaHeading}>
            {about.ctaHeading}
          </h2>
          <DownloadButton withAppleIcon tone="light" />
        </div>
      </section>
    </>
  );
}
