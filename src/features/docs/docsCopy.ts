export const aboutCopy = {
  title: "About",
  eyebrow: "About Strangers",
} as const;

export const longDocumentCopy = {
  lastUpdated: "Last updated",
  tableOfContents: "On this page",
} as const;
