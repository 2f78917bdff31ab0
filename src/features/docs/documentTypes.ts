/** Shapes of the long-form copy kept in content files, rendered by the page components. */

export interface InlineLink {
  readonly text: string;
  /** An internal route such as "/safety", a "mailto:" address or an https URL; anything else shows as text. */
  readonly href: string;
}

/** Plain text, or text with links in it: ["Read our ", { text: "Safety Guidelines", href: "/safety" }, "."] */
export type RichText = string | ReadonlyArray<string | InlineLink>;

export type Block =
  | { readonly kind: "paragraph"; readonly text: RichText }
  | { readonly kind: "list"; readonly items: ReadonlyArray<RichText> };

export interface DocumentSection {
  /** Anchor id used by the table of contents, e.g. "information-we-collect". */
  readonly id: string;
  readonly heading: string;
  readonly blocks: ReadonlyArray<Block>;
}

/** A long page with a table of contents: legal texts, safety guidelines, contact support. */
export interface LongDocument {
  readonly title: string;
  /** Meta description of the page (at most about 155 characters). */
  readonly description: string;
  /** ISO date, e.g. "2025-08-01". */
  readonly lastUpdated: string;
  readonly intro: ReadonlyArray<Block>;
  readonly sections: ReadonlyArray<DocumentSection>;
}

export interface BlogPost {
  /** URL segment: the post lives at /blog/<slug>. */
  readonly slug: string;
  readonly title: string;
  /** One or two sentences: the list entry and the meta description. */
  readonly description: string;
  /** ISO date. */
  readonly publishedOn: string;
  readonly author: string;
  readonly body: ReadonlyArray<Block>;
}
