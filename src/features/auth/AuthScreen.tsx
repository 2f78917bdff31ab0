import type { ReactNode } from "react";
import { ArtImage } from "../../shared/art/ArtImage";
import styles from "./AuthScreen.module.css";

interface AuthScreenProps {
  readonly art: "auth-login" | "auth-signup";
  readonly headline: string;
  readonly cardTitle: string;
  readonly cardSubtitle?: string;
  readonly children: ReactNode;
}

/** The log-in and sign-up layout: an illustration behind, the headline, and the form on a card. */
export function AuthScreen({ art, headline, cardTitle, cardSubtitle, children }: AuthScreenProps) {
  return (
    <div className={styles.screen}>
      <ArtImage id={art} decorative priority className={styles.background} />
      <div className={styles.content}>
        <h1 className={styles.headline}>{headline}</h1>
        <section className={styles.card} aria-labelledby="auth-card-title">
          <h2 id="auth-card-title" className={styles.cardTitle}>
            {cardTitle}
          </h2>
          {cardSubtitle ? <p className={styles.cardSubtitle}>{cardSubtitle}</p> : null}
          {children}
        </section>
      </div>
    </div>
  );
}
