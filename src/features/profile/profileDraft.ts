import type { ProfileEdit } from "../../../domain/profile/ProfileEdit";

/**
 * What a student typed on /profile and has not saved, kept in the tab's sessionStorage: leaving by
 * the browser's Back button (which the page cannot hold up), a reload or a crashed tab loses none of
 * it. Only a draft: it is put back over the stored profile when the page opens again, and stored
 * only with Save profile. Keyed by account, so that nobody else signed in on the tab sees it.
 */
const DRAFT_KEY_PREFIX = "strangers.profileDraft.";

const TEXT_FIELDS = ["first_name", "last_name", "university", "class_level", "major", "bio"] as const;
const LIST_FIELDS = ["interests", "preferred_meal_times", "dietary"] as const;

export function keepProfileDraft(uid: string, draft: ProfileEdit): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY_PREFIX + uid, JSON.stringify(draft));
  } catch {
    // Storage refused or full: the page still asks before a link or a reload takes the changes away.
  }
}

export function forgetProfileDraft(uid: string): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY_PREFIX + uid);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The kept draft laid over `stored` (each field only if it has the right type: the tab's storage is
 * not trusted), or null when there is none or it changes nothing.
 */
export function profileDraftOver(uid: string, stored: ProfileEdit): ProfileEdit | null {
  let kept: unknown;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY_PREFIX + uid) ?? "null");
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null) return null;
  const fields = kept as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...stored };
  for (const field of TEXT_FIELDS) if (typeof fields[field] === "string") draft[field] = fields[field];
  for (const field of LIST_FIELDS) {
    const list = fields[field];
    if (Array.isArray(list) && list.every((item) => typeof item === "string")) draft[field] = list;
  }
  if (typeof fields.has_meal_plan === "boolean") draft.has_meal_plan = fields.has_meal_plan;
  const merged = draft as unknown as ProfileEdit;
  return JSON.stringify(merged) === JSON.stringify(stored) ? null : merged;
}
