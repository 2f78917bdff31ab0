import { Fragment } from "react";
import { LuExternalLink } from "react-icons/lu";
import { Link } from "react-router-dom";
import { OPENS_IN_NEW_TAB } from "../../shared/copy/opensInNewTab";
import type { Block, InlineLink, RichText as RichTextValue } from "./documentTypes";
import styles from "./RichText.module.css";

/** "/safety": a route of this app; not "//elsewhere.example", nor "/" then a backslash (browsers read it as "//"). */
function isInternal(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/** Another site, over HTTPS only. */
function isExternal(href: string): boolean {
  return /^https:\/\/[^/\\\s]/i.test(href);
}

function isMail(href: string): boolean {
  return /^mailto:[^\s]+$/i.test(href);
}

/**
 * One link of the long-form copy: a route, a mail address or another site over HTTPS (in a new tab).
 * Anything else (javascript:, data:, plain http:, a typo) is shown as its text, not as a link.
 */
function TextLink({ link }: { link: InlineLink }) {
  if (isInternal(link.href)) {
    return (
      <Link className={styles.link} to={link.href}>
        {link.text}
      </Link>
    );
  }
  if (isExternal(link.href)) {
    return (
      <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.text}
        <LuExternalLink aria-hidden="true" className={styles.externalIcon} />
        <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
      </a>
    );
  }
  if (isMail(link.href)) {
    return (
      <a className={styles.link} href={link.href}>
        {link.text}
      </a>
    );
  }
  return link.text;
}

/** Text, or text with links in it; never parsed as HTML. */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed copy, never reordered.
      <Fragment key={index}>{part}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed copy, never reordered.
      <TextLink key={index} link={part} />
    ),
  );
}

/** Paragraphs and bulleted lists, in the order the copy gives them. */
export function Blocks({ blocks, className }: { blocks: ReadonlyArray<Block>; className?: string }) {
  return (
    <div className={className === undefined ? styles.blocks : `${styles.blocks} ${className}`}>
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed copy, never reordered.
          <p key={index} className={styles.paragraph}>
            <RichText text={block.text} />
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed copy, never reordered.
          <ul key={index} className={styles.list}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed copy, never reordered.
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
