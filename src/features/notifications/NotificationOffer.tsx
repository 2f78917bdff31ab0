import { useEffect, useRef, useState } from "react";
import { NotificationsError } from "../../../domain/notifications/notificationErrors";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { notificationCopy, notificationFailureMessages } from "../../shared/copy/notificationCopy";
import { FormAlert } from "../../shared/forms/FormAlert";
import styles from "../../shared/ui/cards.module.css";

/** Where this device remembers "Not now": the offer is not made again here. */
export const OFFER_DECLINED_KEY = "strangers.notificationOfferDeclined";

function declined(): boolean {
  try {
    return localStorage.getItem(OFFER_DECLINED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * After a student's first opt-in or RSVP (`joined`): "Get a notification when you're matched?", on a
 * device that has not been asked. The browser's own question comes only with "Turn on
 * notifications", never as a page loads; "Not now" is remembered on this device.
 */
export function NotificationOffer({ joined }: { joined: boolean }) {
  const notifications = useInjection(USE_CASES.deviceNotifications);
  const [askable, setAskable] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    if (!joined || declined()) return;
    let current = true;
    notifications.status().then(
      // Not on this device yet, and the browser has not been told no (nor has none to give).
      (status) =>
        current && setAskable(!status.on && (status.permission === "default" || status.permission === "granted")),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [joined, notifications]);

  if (!joined || (!askable && done === null)) return null;
  if (done !== null) {
    return (
      <p role="status" className={styles.card}>
        {done}
      </p>
    );
  }

  async function turnOn() {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await notifications.turnOn();
      setDone(notificationCopy.on);
    } catch (error) {
      setProblem(notificationFailureMessages[error instanceof NotificationsError ? error.reason : "unexpected"]);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function notNow() {
    try {
      localStorage.setItem(OFFER_DECLINED_KEY, "1");
    } catch {
      // Storage refused: asked again next time.
    }
    setAskable(false);
  }

  return (
    <section className={styles.card} aria-labelledby="notification-offer">
      <h3 id="notification-offer" className={styles.cardHeading}>
        {notificationCopy.offer}
      </h3>
      <p className={styles.text}>{notificationCopy.offerHint}</p>
      <FormAlert tone="problem" message={problem} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void turnOn()}>
          {busy ? notificationCopy.turningOn : notificationCopy.turnOn}
        </button>
        <button type="button" className={styles.secondary} onClick={notNow}>
          {notificationCopy.notNow}
        </button>
      </div>
    </section>
  );
}
