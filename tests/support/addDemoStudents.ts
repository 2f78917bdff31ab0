import { AddDemoStudents } from "../../domain/devtools/AddDemoStudents";
import type { Session } from "../../domain/session/Session";
import type { LocalTestBackend } from "./localBackend";

/** The developer tools' "Add demo students", on a test backend, for the student signed in to `session`. */
export function addDemoStudents(backend: LocalTestBackend, session: Session): AddDemoStudents {
  return new AddDemoStudents({
    session,
    schedule: backend.mealSchedule,
    profiles: backend.profileStore,
    optIns: backend.optInStore,
    cohort: backend.demoCohort,
    clock: backend.clock,
    mixers: backend.mixers,
  });
}
