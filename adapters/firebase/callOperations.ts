import { isOperationsFailure, OperationsError } from "../../domain/operations/operationsErrors";
import { callFunction, FunctionRefusedError } from "./callFunction";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/**
 * Calls one of the operators' callables with the signed-in operator's ID token; a refusal becomes
 * the OperationsError the console words (the function's own reason, or who may call it).
 */
export async function callOperations<T>(
  auth: FirebaseAuthCalls,
  baseUrl: string,
  name: string,
  data: unknown,
): Promise<T> {
  try {
    return await callFunction<T>(() => auth.idToken(), baseUrl, name, data);
  } catch (error) {
    if (!(error instanceof FunctionRefusedError)) throw error;
    if (isOperationsFailure(error.reason)) throw new OperationsError(error.reason, { cause: error });
    if (error.status === "UNAUTHENTICATED") throw new OperationsError("signed-out", { cause: error });
    if (error.status === "PERMISSION_DENIED") throw new OperationsError("not-an-operator", { cause: error });
    if (error.status === "INVALID_ARGUMENT") throw new OperationsError("invalid", { cause: error });
    throw error;
  }
}
