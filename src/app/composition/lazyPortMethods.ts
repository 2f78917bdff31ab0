import type { Backoffice } from "../../../domain/ports/Backoffice";
import type { MatchStore } from "../../../domain/ports/MatchStore";
import type { AsyncMethodName } from "./loadOnFirstCall";

/** The methods of the ports with many, for the stand-ins of both backends (the type checks none is missing). */
export const MATCH_STORE_METHODS: Record<AsyncMethodName<MatchStore>, true> = {
  get: true,
  listForStudent: true,
  answer: true,
  findRoundOutcome: true,
};

export const BACKOFFICE_METHODS: Record<AsyncMethodName<Backoffice>, true> = {
  runDueJobs: true,
  afterMatchChanged: true,
  afterWaitlistChanged: true,
  runMatchingNow: true,
};
