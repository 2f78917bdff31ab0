/**
 * What the browser and the Cloud Functions agree on beyond the documents: the callable functions'
 * names, the custom claim of the trust and safety team, and the reasons a refusal carries in its
 * `details.reason` (besides the domain's own, ReviewFailure).
 */
export const CALLABLE = {
  exportMyData: "exportMyData",
  deleteMyAccount: "deleteMyAccount",
  reviewQueue: "reviewQueue",
  reviewCase: "reviewCase",
  reviewAction: "reviewAction",
  rsvpToMixer: "rsvpToMixer",
  cancelMixerRsvp: "cancelMixerRsvp",
  opsTeam: "opsTeam",
  opsSetRole: "opsSetRole",
  opsSchools: "opsSchools",
  opsSavePlace: "opsSavePlace",
  opsRetirePlace: "opsRetirePlace",
} as const;

/** The custom claim of the trust and safety team (granted in the operators' console: docs/operating.md). */
export const TRUST_AND_SAFETY_CLAIM = "trust_and_safety";

/** The custom claim of operators (the first with `npm run ops:first-operator`, then in the console: docs/operating.md). */
export const OPERATOR_CLAIM = "operator";

/** A deletion's refusal when the caller's sign-in is older than RECENT_SIGN_IN_MAX_AGE_MINUTES. */
export const SIGN_IN_TOO_OLD = "sign-in-too-old";

/** A download's refusal when the last was less than DATA_EXPORT_MIN_INTERVAL_MINUTES ago (`details.retryAt`: when). */
export const EXPORT_TOO_SOON = "export-too-soon";
