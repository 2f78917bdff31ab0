export const downloadCopy = {
  /** The landing and about pages' call to action (spec §1, §2). */
  label: "Download Now",
} as const;
