import { type ReactNode, useMemo } from "react";
import type { DeskAccess } from "../../../domain/trust/ports/ReviewDesk";
import type { Reviewer } from "../../../domain/trust/Review";
import { reviewFailureOf } from "../../../domain/trust/reviewErrors";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG, USE_CASES } from "../../app/composition/tokens";
import { type ConsoleAccess, type ConsoleDoor, ConsoleGate } from "../../shared/session/ConsoleGate";
import { ReviewFailure } from "./ReviewFailure";
import { reviewFailureMessages, teamCopy } from "./teamCopy";

const atTheDoor = (access: DeskAccess): ConsoleAccess<Reviewer> => {
  if (access.status === "reviewer") return { status: "in", holder: access.reviewer };
  return access.status === "not-a-reviewer" ? { status: "refused", email: access.email } : access;
};

/** Only the trust and safety team gets past (the consoles' shared door, ConsoleGate, with the team's words). */
export function TeamGate({ children }: { readonly children: (reviewer: Reviewer) => ReactNode }) {
  const team = useInjection(USE_CASES.trustAndSafety);
  const { backend } = useInjection(APP_CONFIG);
  const door = useMemo<ConsoleDoor<Reviewer>>(
    () => ({
      access: async () => atTheDoor(await team.access()),
      signIn: async (email, password) => atTheDoor(await team.signIn(email, password)),
      signOut: () => team.signOut(),
    }),
    [team],
  );
  const copy = {
    ...teamCopy,
    signInText: backend === "local" ? teamCopy.signInTextLocal : teamCopy.signInText,
    refused: teamCopy.notAReviewer,
  };
  return (
    <ConsoleGate
      door={door}
      copy={copy}
      idPrefix="team"
      failureWords={(error) => reviewFailureMessages[reviewFailureOf(error)]}
      failure={(error, retry) => <ReviewFailure error={error} retry={retry} />}
    >
      {children}
    </ConsoleGate>
  );
}
