import { FaInstagram, FaLinkedinIn, FaTiktok } from "react-icons/fa6";
import { Link } from "react-router-dom";
import { SOCIAL_PROFILES } from "../copy/socialProfiles";
import styles from "./Footer.module.css";
import { footerCopy } from "./footerCopy";

const PAGE_LINKS = [
  { to: "/about", label: footerCopy.aboutUs },
  { to: "/contact", label: footerCopy.contact },
  { to: "/terms-of-service", label: footerCopy.terms },
  { to: "/privacy-policy", label: footerCopy.privacy },
  { to: "/safety", label: footerCopy.safety },
] as const;

/** The footer of the public pages (spec §2 Footer). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>{footerCopy.tagline}</p>
        <nav aria-label={footerCopy.navigation}>
          <ul className={styles.links}>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.social} aria-label={footerCopy.social}>
          <li>
            {/* No TikTok profile exists yet: the icon is shown, but leads nowhere. */}
            <span className={styles.inactive} title={footerCopy.tiktokSoon}>
              <FaTiktok aria-hidden="true" />
              <span className="visually-hidden">{footerCopy.tiktokSoon}</span>
            </span>
          </li>
          <li>
            <a href={SOCIAL_PROFILES.linkedin} target="_blank" rel="noopener noreferrer">
              <FaLinkedinIn aria-hidden="true" />
              <span className="visually-hidden">{footerCopy.linkedin}</span>
            </a>
          </li>
          <li>
            <a href={SOCIAL_PROFILES.instagram} target="_blank" rel="noopener noreferrer">
              <FaInstagram aria-hidden="true" />
              <span className="visually-hidden">{footerCopy.instagram}</span>
            </a>
          </li>
        </ul>
        {/* This year by the clock. A page pre-rendered in an earlier year says that year until its next build. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {footerCopy.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
