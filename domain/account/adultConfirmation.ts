import type { SessionUser } from "../session/SessionUser";

/** Whether the student has yet to say they are 18 or older: their profile was created before sign-up asked. */
export const needsAdultConfirmation = (user: SessionUser): boolean => user.adult_confirmed_at === undefined;
