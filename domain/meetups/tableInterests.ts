/**
 * What a table is told of its interests at the seating: not each member's whole list (the table's
 * document is read by every member), only what brings them together. Compared without case.
 */

/** For each member, in order, the interests of theirs that someone else at the table has too. */
export function tableInterestsOf(interestLists: readonly (readonly string[])[]): string[][] {
  const lowered = interestLists.map((list) => new Set(list.map((interest) => interest.toLowerCase())));
  return interestLists.map((list, index) =>
    list.filter((interest) => lowered.some((others, other) => other !== index && others.has(interest.toLowerCase()))),
  );
}

/** The interests two or more members share, the most shared first (as the first to list them writes them). */
export function interestsSharedAtTable(interestLists: readonly (readonly string[])[]): string[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const list of interestLists) {
    const seen = new Set<string>();
    for (const interest of list) {
      const key = interest.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { name: interest, count: 0 };
      counts.set(key, { ...entry, count: entry.count + 1 });
    }
  }
  return [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
}
