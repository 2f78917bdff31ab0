/** The interests every member lists (compared without case), as the first member writes them. */
export function sharedInterests(interestLists: readonly (readonly string[])[]): string[] {
  const [first = [], ...others] = interestLists;
  const othersLower = others.map((list) => new Set(list.map((interest) => interest.toLowerCase())));
  return first.filter((interest) => othersLower.every((set) => set.has(interest.toLowerCase())));
}
