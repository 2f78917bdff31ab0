/**
 * The offline backend's operator: the operators' console (/ops) takes these credentials, and the
 * developer tools (/dev) show them. Local builds only; on Firebase an operator is an account with the
 * custom claim `operator`.
 */
export const DEMO_OPERATOR = {
  uid: "demo-operator",
  email: "operator@strangers.local",
  password: "run it with care",
} as const;
