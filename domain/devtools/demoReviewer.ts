/**
 * The offline backend's trust and safety reviewer: the console (/team) takes these credentials,
 * and the developer tools (/dev) show them. Local builds only; on Firebase a reviewer is an account
 * with the custom claim `trust_and_safety`.
 */
export const DEMO_REVIEWER = {
  uid: "demo-reviewer",
  email: "reviewer@strangers.local",
  password: "review with care",
} as const;
