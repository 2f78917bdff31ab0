import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import { MeetupError } from "./meetupErrors";

/** The signed-in student, or a "signed-out" failure. */
export function currentStudent(session: Session): SessionUser {
  const user = session.current();
  if (user === null) throw new MeetupError("signed-out");
  return user;
}

/** Runs a backend call; a failure that is not already a meetup failure becomes "unreachable" or "unexpected". */
export async function asMeetupFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MeetupError) throw error;
    throw new MeetupError(error instanceof ServiceUnreachableError ? "unreachable" : "unexpected", { cause: error });
  }
}
