/** A watch on what a screen shows: stopped when it leaves, looked at again at once after the student acted. */
export interface RefreshingWatch {
  stop(): void;
  /** Looks again at once. */
  refresh(): Promise<void>;
}
