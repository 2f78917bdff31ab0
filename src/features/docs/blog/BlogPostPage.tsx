import { Link, useParams } from "react-router-dom";
import { pageTitle } from "../../../shared/copy/brand";
import { NotFoundPage } from "../../../shared/layout/NotFoundPage";
import { IsoDate } from "../LongDocumentPage";
import { Blocks } from "../RichText";
import styles from "./BlogPostPage.module.css";
import { blogCopy } from "./blogCopy";
import { blogPosts } from "./blogPosts";

/** `/blog/<slug>`: one post; an unknown slug is a 404. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (post === undefined) return <NotFoundPage />;

  return (
    <>
      <title>{pageTitle(post.title)}</title>
      <meta name="description" content={post.description} />
      <article className={styles.post}>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <Link className={styles.back} to="/blog">
              <span aria-hidden="true">←</span>
              {blogCopy.backToBlog}
            </Link>
            <h1 className={styles.title}>{post.title}</h1>
            <p className={styles.meta}>
              <IsoDate value={post.publishedOn} />
              <span aria-hidden="true" className={styles.dot}>
                ·
              </span>
              <span>
                {blogCopy.byline} {post.author}
              </span>
            </p>
          </div>
        </header>
        <div className={styles.body}>
          <Blocks blocks={post.body} />
          <p className={styles.footerLink}>
            <Link className={styles.back} to="/blog">
              <span aria-hidden="true">←</span>
              {blogCopy.backToBlog}
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}
