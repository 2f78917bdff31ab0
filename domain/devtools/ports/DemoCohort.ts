/** What a demo student does once matched (the developer tools' script). */
export type DemoBehaviour = "shows-up" | "cancels-late" | "does-not-show";

export interface DemoStudent {
  readonly uid: string;
  readonly behaviour: DemoBehaviour;
}

/** A demo student as they join: their school address too. */
export interface NewDemoStudent extends DemoStudent {
  readonly email: string;
}

/** The demo students of the offline backend, and their script. Only local builds have them. */
export interface DemoCohort {
  /**
   * Each joins with an account of the offline backend, as a student who signed up has (verified; nobody
   * can log in to it): the system finds their address, so the trust and safety team can warn, suspend
   * or delete them.
   */
  add(students: readonly NewDemoStudent[]): Promise<void>;
  list(): Promise<readonly DemoStudent[]>;
}
