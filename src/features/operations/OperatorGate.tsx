import { type ReactNode, useMemo } from "react";
import type { Operator } from "../../../domain/operations/Operator";
import { operationsFailureOf } from "../../../domain/operations/operationsErrors";
import type { OperatorAccess } from "../../../domain/operations/ports/OperatorDesk";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { type ConsoleAccess, type ConsoleDoor, ConsoleGate } from "../../shared/session/ConsoleGate";
import { OperationsFailure } from "./OperationsFailure";
import { operationsCopy, operationsFailureMessages } from "./operationsCopy";

const atTheDoor = (access: OperatorAccess): ConsoleAccess<Operator> => {
  if (access.status === "operator") return { status: "in", holder: access.operator };
  return access.status === "not-an-operator" ? { status: "refused", email: access.email } : access;
};

const copy = { ...operationsCopy, refused: operationsCopy.notAnOperator };

/** Only operators get past (the console's shared door, ConsoleGate, with the operators' words). */
export function OperatorGate({ children }: { readonly children: (operator: Operator) => ReactNode }) {
  const operations = useInjection(USE_CASES.operations);
  const door = useMemo<ConsoleDoor<Operator>>(
    () => ({
      access: async () => atTheDoor(await (await operations()).operatorSignIn.access()),
      signIn: async (email, password) => atTheDoor(await (await operations()).operatorSignIn.signIn(email, password)),
      signOut: async () => (await operations()).operatorSignIn.signOut(),
    }),
    [operations],
  );
  return (
    <ConsoleGate
      door={door}
      copy={copy}
      idPrefix="ops"
      failureWords={(error) => operationsFailureMessages[operationsFailureOf(error)]}
      failure={(error, retry) => <OperationsFailure error={error} retry={retry} />}
    >
      {children}
    </ConsoleGate>
  );
}
