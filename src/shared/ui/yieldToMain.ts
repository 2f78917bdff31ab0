/** What Chromium offers to give the main thread back and carry on first (the Prioritized Task Scheduling API). */
interface SchedulerWithYield {
  readonly yield: () => Promise<void>;
}

/**
 * Ends the current task and carries on in a new one, so that a long piece of work is many short
 * tasks the browser can paint and answer input between. `scheduler.yield()` where the browser has it
 * (the rest of the work comes back ahead of other tasks), else a plain new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
