/** A school's students, counted: every profile, and those complete enough to be matched. */
export interface SchoolHeadcount {
  readonly school: string;
  readonly students: number;
  readonly completeProfiles: number;
}

/**
 * Every school that has students (system side), from the profiles: on Firebase the `users`
 * collection, read by the functions; offline this browser's profiles.
 */
export interface SchoolRoster {
  headcounts(): Promise<readonly SchoolHeadcount[]>;
}
