import type { Backoffice } from "../../../domain/meetups/ports/Backoffice";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { ReportStore } from "../../../domain/meetups/ports/ReportStore";
import type { AsyncMethodName } from "./loadOnFirstCall";

/** The methods of the ports with many, for the stand-ins of both backends (the type checks none is missing). */
export const MATCH_STORE_METHODS: Record<AsyncMethodName<MatchStore>, true> = {
  find: true,
  listForStudent: true,
  answer: true,
  findMyOutcome: true,
  contactsOf: true,
};

export const REPORT_STORE_METHODS: Record<AsyncMethodName<ReportStore>, true> = { file: true, filedBy: true };

export const BACKOFFICE_METHODS: Record<AsyncMethodName<Backoffice>, true> = {
  runDueJobs: true,
  afterMatchChanged: true,
  afterMessageSent: true,
  afterWaitlistChanged: true,
  afterReportFiled: true,
  runMatchingNow: true,
};
