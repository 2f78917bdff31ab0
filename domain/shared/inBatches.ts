/**
 * Runs `task` for every item, `size` at a time (the unread-message emails' conversations), so that
 * hundreds wait for a few dozen round trips rather than one each.
 */
export async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}
