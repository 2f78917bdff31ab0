/**
 * What the system tells the team that runs Strangers when something needs them: a round is never
 * short of students in silence. On Firebase, the functions' log and an email to the operators'
 * address; offline, the local mailbox.
 */
export interface OperatorAlerts {
  /**
   * The round of `dayId` could not match the students of these schools: none has a place to meet,
   * neither its own nor the default (`students`: how many were left out at each).
   */
  noPlaceToMeet(dayId: string, students: Readonly<Record<string, number>>): Promise<void>;
  /**
   * The round of `dayId` gave up on `school` after `attempts` failed runs: its students were not
   * matched (nor told); the other schools were. The log says why each run failed.
   */
  schoolRoundFailed(dayId: string, school: string, attempts: number): Promise<void>;
}
