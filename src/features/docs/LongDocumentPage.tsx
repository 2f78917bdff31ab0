import { useEffect, useId, useMemo, useState } from "react";
import { pageTitle } from "../../shared/copy/brand";
import { longDocumentCopy } from "./docsCopy";
import type { LongDocument } from "./documentTypes";
import styles from "./LongDocumentPage.module.css";
import { Blocks } from "./RichText";

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2025-08-15" → "August 15, 2025", whatever the reader's time zone. */
export function formatIsoDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date of the copy, readable by people and machines. */
export function IsoDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatIsoDate(value)}</time>;
}

/**
 * The id of the section being read: the first one crossing the top part of the
 * screen, under the sticky header. Null before the first section, or where the
 * browser cannot tell.
 */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        setCurrent(ids.find((id) => inView.has(id)) ?? null);
      },
      { rootMargin: "-80px 0px -55% 0px" },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section !== null) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}

/** "Safety & Meet-Up Guidelines": a line may break between words, but not after the hyphen of "Meet-Up". */
function KeepHyphenatedWords({ text }: { text: string }) {
  return text.split(/(\S*-\S*)/).map((part, index) =>
    part.includes("-") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed title, never reordered.
      <span key={index} className={styles.noBreak}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

interface LongDocumentPageProps {
  readonly document: LongDocument;
  /** Legal texts number their sections 1..N: "1. Information we collect". */
  readonly numbered?: boolean;
}

/** A long text with a table of contents: the legal pages, the safety guidelines, contact support. */
export function LongDocumentPage({ document: doc, numbered = false }: LongDocumentPageProps) {
  const tocLabelId = useId();
  const sectionIds = useMemo(() => doc.sections.map((section) => section.id), [doc]);
  const current = useSectionInView(sectionIds);
  const number = (index: number) => (numbered ? `${index + 1}. ` : "");

  return (
    <>
      <title>{pageTitle(doc.title)}</title>
      <meta name="description" content={doc.description} />
      <article className={styles.page}>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <h1 className={styles.title}>
              <KeepHyphenatedWords text={doc.title} />
            </h1>
            <p className={styles.updated}>
              {longDocumentCopy.lastUpdated} <IsoDate value={doc.lastUpdated} />
            </p>
          </div>
        </header>
        <div className={styles.body}>
          <Blocks blocks={doc.intro} className={styles.intro} />
          <nav className={styles.toc} aria-labelledby={tocLabelId}>
            <p id={tocLabelId} className={styles.tocTitle}>
              {longDocumentCopy.tableOfContents}
            </p>
            <ol className={styles.tocList}>
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    className={styles.tocLink}
                    href={`#${section.id}`}
                    aria-current={current === section.id ? "location" : undefined}
                  >
                    {numbered ? <span className={styles.tocNumber}>{number(index)}</span> : null}
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.sections}>
            {doc.sections.map((section, index) => (
              <section key={section.id} id={section.id} className={styles.section}>
                <h2 className={styles.heading}>
                  {numbered ? <span className={styles.number}>{number(index)}</span> : null}
                  {section.heading}
                </h2>
                <Blocks blocks={section.blocks} />
              </section>
            ))}
          </div>
        </div>
      </article>
    </>
  );
}
