/** What a demo student does once matched (the developer tools' script). */
export type DemoBehaviour = "shows-up" | "cancels-late" | "does-not-show";

export interface DemoStudent {
  readonly uid: string;
  readonly behaviour: DemoBehaviour;
}

/** The demo students of the offline backend, and their script. Only local builds have them. */
export interface DemoCohort {
  add(students: readonly DemoStudent[]): Promise<void>;
  list(): Promise<readonly DemoStudent[]>;
}
