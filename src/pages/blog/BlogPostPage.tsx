import { Link, useParams } from "react-router-dom";
import { blogPosts } from "../../content/blogPosts";
import { blogCopy } from "../../copy/blog";
import { pageTitle } from "../../copy/brand";
import { NotFoundPage } from "../NotFoundPage";
import { IsoDate } from "../static/LongDocumentPage";
import { Blocks } from "../static/RichText";
import styles from "./BlogPostPage.module.css";

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
