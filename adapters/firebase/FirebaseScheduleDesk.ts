import type { ScheduleSaveResult, ScheduleView } from "../../domain/operations/ManageSchedule";
import type { ScheduleDesk } from "../../domain/operations/ports/ScheduleDesk";
import type { ScheduleData } from "../../domain/schedule/scheduleData";
import { callOperations } from "./callOperations";
import { CALLABLE } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/** The Schedule section on Firebase: the callables `opsSchedule` and `opsSaveSchedule`, for operators only. */
export class FirebaseScheduleDesk implements ScheduleDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  view(): Promise<ScheduleView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSchedule, {});
  }

  save(schedule: ScheduleData): Promise<ScheduleSaveResult> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSaveSchedule, { schedule });
  }
}
