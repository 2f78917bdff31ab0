import { ArtImage } from "../../shared/art/ArtImage";
import { DownloadButton } from "../../shared/marketing/DownloadButton";
import styles from "./HowItWorks.module.css";
import { landing } from "./landingContent";
import { landingCopy } from "./landingCopy";

/** 'How it works?' with the three steps of §1, and the second Download Now. */
export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.heading}>
        {landing.howItWorksHeading}
      </h2>
      <ol className={styles.steps}>
        {landing.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <ArtImage id={step.art} decorative className={styles.art} />
            <p className={styles.number} aria-hidden="true">
              {index + 1}
            </p>
            <h3 className={styles.title}>
              <span className="visually-hidden">{landingCopy.stepLabel(index + 1)}: </span>
              {step.title}
            </h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.cta}>
        <DownloadButton withAppleIcon />
      </div>
    </section>
  );
}
