import styles from "../../shared/ui/cards.module.css";
import { type ColourScreenSlot, MixerCard } from "./MixerCard";
import { mixerCopy } from "./mixerCopy";
import type { Mixers } from "./useMixers";

/**
 * The mixers of the student's school on the dashboard, each its own card (MixerCard). Their code
 * downloads with the dashboard (`useMixers`, which the countdown reads too); while it loads nothing
 * shows, and a failed download says so with "Try again".
 */
export function MixerCards({ mixers, ColourScreen }: { mixers: Mixers; ColourScreen: ColourScreenSlot }) {
  const { state, actions, refresh } = mixers;
  if (state.status === "failed") {
    return (
      <div className={styles.card}>
        <p role="alert" className={styles.text}>
          {mixerCopy.loadFailed}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => void refresh()}>
            {mixerCopy.retry}
          </button>
        </div>
      </div>
    );
  }
  if (state.status === "loading" || actions === null) return null;
  return state.cards.map((card) => (
    <MixerCard
      key={card.mixer.id}
      card={card}
      suspended={state.suspended}
      actions={actions}
      refresh={refresh}
      ColourScreen={ColourScreen}
    />
  ));
}
