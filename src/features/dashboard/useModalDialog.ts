import { useEffect, useRef } from "react";
import type { MatchCard } from "../../../domain/meetups/myMealsView";

/**
 * A `<dialog>` opened as a modal while the component is on screen: the browser traps focus in it,
 * Escape closes it, and the page behind is inert.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}

/** What a dialog about one match is given: the match, a way to look again once it acted, and to close. */
export interface MatchDialogProps {
  readonly card: MatchCard;
  readonly refresh: () => Promise<void>;
  readonly onClose: () => void;
}
