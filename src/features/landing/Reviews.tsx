import { readableTextColor } from "../../shared/ui/readableTextColor";
import { landing } from "./landingContent";
import styles from "./Reviews.module.css";
import { StarRating } from "./StarRating";

/** 'What students are saying': the three reviews (spec §2, §3 Review). */
export function Reviews() {
  return (
    <section className={styles.section} aria-labelledby="reviews">
      <h2 id="reviews" className={styles.heading}>
        {landing.reviewsHeading}
      </h2>
      <ul className={styles.cards}>
        {landing.reviews.map((review) => (
          <li key={review.name} className={styles.card}>
            <figure className={styles.figure}>
              <StarRating rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span
                  className={styles.avatar}
                  aria-hidden="true"
                  style={{ background: review.avatarColor, color: readableTextColor(review.avatarColor) }}
                >
                  {review.name.charAt(0)}
                </span>
                <span>
                  <span className={styles.name}>{review.name}</span>
                  <span className={styles.meta}>
                    {review.year} · {review.major}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
