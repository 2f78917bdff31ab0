import { type FormEvent, useEffect, useRef, useState } from "react";
import type { DeviceNotificationsStatus } from "../../../domain/notifications/DeviceNotifications";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "../../../domain/notifications/NotificationPreferences";
import { NotificationsError } from "../../../domain/notifications/notificationErrors";
import { NOTIFICATION_KINDS } from "../../../domain/notifications/notificationKinds";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import {
  notificationCopy,
  notificationFailureMessages,
  notificationKindLabels,
} from "../../shared/copy/notificationCopy";
import { FormAlert } from "../../shared/forms/FormAlert";
import styles from "./ProfilePage.module.css";

/** Quiet hours when first turned on: 22:00 to 07:00. */
const DEFAULT_QUIET_HOURS = { from: 22 * 60, to: 7 * 60 };

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const failureOf = (error: unknown) =>
  notificationFailureMessages[error instanceof NotificationsError ? error.reason : "unexpected"];

/**
 * "Notifications" on /profile: turn them on or off on this device (the browser asks only on that
 * tap), a switch per kind, and quiet hours; the choices are the student's, for all their devices.
 */
export function NotificationSettings() {
  const notifications = useInjection(USE_CASES.deviceNotifications);
  const [status, setStatus] = useState<DeviceNotificationsStatus | null>(null);
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [message, setMessage] = useState<{ tone: "problem" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    let current = true;
    notifications.status().then(
      (found) => current && setStatus(found),
      () => current && setStatus({ permission: "unsupported", on: false }),
    );
    notifications.preferences().then(
      (found) => current && setPreferences(found),
      (error: unknown) => {
        if (!current) return;
        setPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
        setMessage({ tone: "problem", text: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [notifications]);

  async function act(action: () => Promise<void>, success: string | null) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await action();
      if (success !== null) setMessage({ tone: "success", text: success });
    } catch (error) {
      setMessage({ tone: "problem", text: failureOf(error) });
    } finally {
      busyRef.current = false;
      setBusy(false);
      setStatus(await notifications.status().catch(() => status));
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (preferences !== null) void act(() => notifications.savePreferences(preferences), notificationCopy.saved);
  }

  const toggleKind = (kind: (typeof NOTIFICATION_KINDS)[number], on: boolean) =>
    setPreferences((shown) =>
      shown === null ? shown : { ...shown, off: on ? shown.off.filter((off) => off !== kind) : [...shown.off, kind] },
    );
  const quiet = preferences?.quietHours ?? null;

  return (
    <section className={styles.section} aria-labelledby="profile-notifications">
      <h2 id="profile-notifications" className={styles.sectionHeading}>
        {notificationCopy.heading}
      </h2>
      <p className={styles.sectionText}>{notificationCopy.intro}</p>
      <p role="status" className={styles.sectionText}>
        {status === null
          ? notificationCopy.loading
          : status.on
            ? notificationCopy.on
            : status.permission === "denied"
              ? notificationCopy.blocked
              : status.permission === "unsupported"
                ? notificationCopy.iosHint
                : notificationCopy.off}
      </p>
      <div className={styles.dataAction}>
        {status?.on ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void act(() => notifications.turnOff(), null)}
          >
            {notificationCopy.turnOff}
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || status === null || status.permission === "unsupported"}
            onClick={() => void act(() => notifications.turnOn(), null)}
          >
            {busy ? notificationCopy.turningOn : notificationCopy.turnOn}
          </button>
        )}
      </div>
      {preferences === null ? null : (
        <form className={styles.form} noValidate onSubmit={save}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{notificationCopy.kindsLegend}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <div key={kind}>
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={!preferences.off.includes(kind)}
                    aria-checked={!preferences.off.includes(kind)}
                    aria-describedby={`notification-kind-${kind}`}
                    onChange={(event) => toggleKind(kind, event.target.checked)}
                  />
                  {notificationKindLabels[kind].label}
                </label>
                <p id={`notification-kind-${kind}`} className={styles.hint}>
                  {notificationKindLabels[kind].hint}
                </p>
              </div>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{notificationCopy.quietHours}</legend>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={quiet !== null}
                aria-checked={quiet !== null}
                aria-describedby="notification-quiet-hint"
                onChange={(event) =>
                  setPreferences({ ...preferences, quietHours: event.target.checked ? DEFAULT_QUIET_HOURS : null })
                }
              />
              {notificationCopy.quietHours}
            </label>
            <p id="notification-quiet-hint" className={styles.hint}>
              {notificationCopy.quietHoursHint}
            </p>
            {quiet === null ? null : (
              <div className={styles.twoColumns}>
                {(["from", "to"] as const).map((edge) => (
                  <div key={edge} className={styles.field}>
                    <label className={styles.label} htmlFor={`notification-quiet-${edge}`}>
                      {edge === "from" ? notificationCopy.quietFrom : notificationCopy.quietTo}
                    </label>
                    <input
                      id={`notification-quiet-${edge}`}
                      className={styles.input}
                      type="time"
                      required
                      value={timeOf(quiet[edge])}
                      onChange={(event) =>
                        event.target.value !== "" &&
                        setPreferences({
                          ...preferences,
                          quietHours: { ...quiet, [edge]: minutesOf(event.target.value) },
                        })
                      }
                    />
                  </div>
                ))}
              </div>
            )}
          </fieldset>
          <button type="submit" className={styles.secondary} disabled={busy}>
            {busy ? notificationCopy.saving : notificationCopy.save}
          </button>
        </form>
      )}
      <FormAlert tone="problem" message={message?.tone === "problem" ? message.text : null} />
      <FormAlert tone="success" message={message?.tone === "success" ? message.text : null} />
    </section>
  );
}
