import { type ReactNode, useId } from "react";
import type { MeetingSignal } from "../../../domain/meetups/MeetingSignal";
import { readableTextColor } from "../../shared/ui/readableTextColor";
import { useModalDialog } from "../../shared/ui/useModalDialog";
import styles from "./MeetScreen.module.css";
import { meetCopy } from "./meetCopy";
import { useScreenWakeLock } from "./useScreenWakeLock";

/**
 * The whole screen in a group's colour, with its code word, to hold up so the others of the group
 * (a match, a table, a mixer's circle) find each other: a modal dialog over the page, text in the
 * colour's readable ink, the screen kept awake where the browser allows. What the group does there
 * goes in `children`.
 */
export function ColourScreen({
  signal,
  onClose,
  instructions,
  children,
}: {
  readonly signal: MeetingSignal;
  readonly onClose: () => void;
  /** What to do with the screen, under its code word (a mixer's circle). */
  readonly instructions?: ReactNode;
  readonly children?: ReactNode;
}) {
  const dialog = useModalDialog();
  const wakeLockHeld = useScreenWakeLock();
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className={styles.screen}
      style={{ background: signal.colour, color: readableTextColor(signal.colour) }}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId} className={styles.colourName}>
        {signal.colourName}
      </h2>
      <p className={styles.codeWord}>{meetCopy.codeWord(signal.codeWord)}</p>
      {instructions === undefined ? null : <p className={styles.instructions}>{instructions}</p>}
      {children}
      {wakeLockHeld ? <p className={styles.note}>{meetCopy.screenStaysOn}</p> : null}
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
        {meetCopy.closeMeetScreen}
      </button>
    </dialog>
  );
}
