const conjunction = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** First names as a sentence says them: "Ben", "Ben and Cleo", "Ben, Cleo, and Dev". */
export function namesList(names: readonly string[]): string {
  return conjunction.format(names);
}
