/**
 * Why notifications could not be turned on or saved: the browser has none (`unsupported`; on an
 * iPhone, until the site is added to the home screen), the student said no in the browser
 * (`denied`), the backend could not be reached (`unreachable`), or something else (`unexpected`).
 */
export type NotificationsFailure = "unsupported" | "denied" | "signed-out" | "unreachable" | "unexpected";

export class NotificationsError extends Error {
  override readonly name = "NotificationsError";
  readonly reason: NotificationsFailure;

  constructor(reason: NotificationsFailure, options?: ErrorOptions) {
    super(`Notifications: ${reason}`, options);
    this.reason = reason;
  }
}
