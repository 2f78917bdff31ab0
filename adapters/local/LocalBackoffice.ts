import { PlayDemoStudents } from "../../domain/devtools/PlayDemoStudents";
import { MatchWaitlist } from "../../domain/meetups/MatchWaitlist";
import { RunDueJobs } from "../../domain/meetups/RunDueJobs";
import { RunRound, type RunRoundPorts } from "../../domain/meetups/RunRound";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import type { Backoffice } from "../../domain/ports/Backoffice";
import type { DemoCohort } from "../../domain/ports/DemoCohort";
import type { MatchStore } from "../../domain/ports/MatchStore";

/**
 * The system's work, done in the browser: the offline backend has no server, so whatever tab looks
 * at the meals runs what is due (the stores make each job happen once), and the demo students play
 * their script as time goes by.
 */
export class LocalBackoffice implements Backoffice {
  readonly #runRound: RunRound;
  readonly #dueJobs: RunDueJobs;
  readonly #settle: SettleMatch;
  readonly #waitlist: MatchWaitlist;
  readonly #demo: PlayDemoStudents;

  constructor(ports: RunRoundPorts & { readonly cohort: DemoCohort; readonly studentMatches: MatchStore }) {
    this.#runRound = new RunRound(ports);
    this.#dueJobs = new RunDueJobs(ports, this.#runRound);
    this.#settle = new SettleMatch(ports);
    this.#waitlist = new MatchWaitlist(ports);
    this.#demo = new PlayDemoStudents(ports.cohort, ports.studentMatches, ports.clock);
  }

  async runDueJobs(): Promise<void> {
    await this.#dueJobs.execute();
    await this.#playDemoStudents();
  }

  async afterMatchChanged(matchId: string): Promise<void> {
    await this.#settle.execute(matchId);
  }

  async afterWaitlistChanged(dayId: string): Promise<void> {
    await this.#waitlist.execute(dayId);
  }

  async runMatchingNow(dayId: string): Promise<void> {
    await this.#runRound.execute(dayId);
    await this.#playDemoStudents();
  }

  async #playDemoStudents(): Promise<void> {
    for (const matchId of await this.#demo.execute()) await this.#settle.execute(matchId);
  }
}
