/**
 * Runs `task` for every item, `size` at a time: what a round does with its emails, so that a
 * school of hundreds waits for a few dozen round trips rather than one per student.
 */
export async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}
