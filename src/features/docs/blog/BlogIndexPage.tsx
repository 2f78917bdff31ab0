import { Link } from "react-router-dom";
import { pageTitle } from "../../../shared/copy/brand";
import { IsoDate } from "../LongDocumentPage";
import styles from "./BlogIndexPage.module.css";
import { blogCopy } from "./blogCopy";
import { blogPosts } from "./blogPosts";

/** Newest first, whatever order the content file lists them in. ISO dates sort as text. */
const POSTS_NEWEST_FIRST = [...blogPosts].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

/** `/blog`: every post as a card leading to `/blog/<slug>`. */
export function BlogIndexPage() {
  return (
    <>
      <title>{pageTitle(blogCopy.title)}</title>
      <meta name="description" content={blogCopy.description} />
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{blogCopy.heading}</h1>
          <p className={styles.intro}>{blogCopy.intro}</p>
        </div>
      </div>
      <div className={styles.body}>
        <ul className={styles.posts}>
          {POSTS_NEWEST_FIRST.map((post) => (
            <li key={post.slug}>
              <article className={styles.card}>
                <p className={styles.date}>
                  <IsoDate value={post.publishedOn} />
                </p>
                <h2 className={styles.postTitle}>
                  <Link className={styles.postLink} to={`/blog/${post.slug}`}>
                    {post.title}
                  </Link>
                </h2>
                <p className={styles.description}>{post.description}</p>
                <p className={styles.more} aria-hidden="true">
                  {blogCopy.readPost} <span className={styles.arrow}>→</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
