/** How many entries of the audit log the console shows (the newest). */
export const AUDIT_LOG_SHOWN = 50;
