export const aboutCopy = {
  title: "About",
  eyebrow: "About Strangers",
} as const;

export const longDocumentCopy = {
  lastUpdated: "Last updated",
  tableOfContents: "On this page",
} as const;

/** Said after the text of a link that opens in a new tab; read by screen readers, not shown. */
export const OPENS_IN_NEW_TAB = " (opens in a new tab)";
