import { useState } from "react";
import type { ReportTarget } from "../../../domain/meetups/reportTarget";
import { ChatButton } from "../../features/chat/ChatButton";
import { ChatPanel } from "../../features/chat/ChatPanel";
import { ColourScreen } from "../../features/meet/ColourScreen";
import { MeetScreen } from "../../features/meet/MeetScreen";
import { DayStatusCard } from "../../features/meetups/DayStatusCard";
import type { MatchCardParts } from "../../features/meetups/MatchCard";
import { MatchCard } from "../../features/meetups/MatchCard";
import { meetupCopy } from "../../features/meetups/meetupCopy";
import { OpenDayCard } from "../../features/meetups/OpenDayCard";
import { PauseControl } from "../../features/meetups/PauseControl";
import type { MyMeals } from "../../features/meetups/useMyMeals";
import { MixerCards } from "../../features/mixers/MixerCards";
import type { Mixers } from "../../features/mixers/useMixers";
import { NotificationOffer } from "../../features/notifications/NotificationOffer";
import { ReportButton } from "../../features/reports/ReportButton";
import { ReportDialog } from "../../features/reports/ReportDialog";
import { reportCopy } from "../../features/reports/reportCopy";
import { formatDay } from "../../shared/copy/formatMealTime";
import styles from "../../shared/ui/cards.module.css";

/** A report's reason, as the report form says it (a reason it does not know: "Something else"). */
const reasonInWords = (reason: string): string =>
  (reportCopy.reasons as Record<string, string>)[reason] ?? reportCopy.reasons.other;

/** What the cards show of the chat, the reports and the screens for finding each other. */
const MATCH_CARD_PARTS: MatchCardParts = { ChatButton, ChatPanel, ReportButton, MeetScreen };

/**
 * The student's meals, under the countdown: their matches at every step (reveal, confirmation,
 * finding each other, the check after), then the meal days to join, or news of the last matching.
 */
export function MealCards({ meals, mixers }: { meals: MyMeals; mixers: Mixers }) {
  const { state, refresh } = meals;
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  // Said by the hub, not the card: an answered check takes the card away with the next look.
  const [thanked, setThanked] = useState(false);
  return (
    <section className={styles.hub} aria-labelledby="meals-hub">
      <h2 id="meals-hub" className={styles.hubHeading}>
        {meetupCopy.hubHeading}
      </h2>
      <div role="status">{thanked ? <p className={styles.card}>{meetupCopy.feedbackThanks}</p> : null}</div>
      {state.status === "loading" ? (
        <p role="status" className={styles.card}>
          {meetupCopy.loading}
        </p>
      ) : state.status === "failed" ? (
        <div className={styles.card}>
          <p role="alert" className={styles.text}>
            {meetupCopy.loadFailed}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void refresh()}>
              {meetupCopy.retry}
            </button>
          </div>
        </div>
      ) : (
        <>
          {state.suspension === null ? null : (
            <p role="status" className={styles.card}>
              {meetupCopy.suspended(formatDay(state.suspension.until), reasonInWords(state.suspension.reason))}
            </p>
          )}
          {state.noShowPauseUntil === null ? null : (
            <p className={styles.card}>{meetupCopy.noShowPause(formatDay(state.noShowPauseUntil))}</p>
          )}
          {state.view.matches.map((card) => (
            <MatchCard
              key={card.match.id}
              card={card}
              refresh={refresh}
              onReport={setReporting}
              onFeedbackDone={() => setThanked(true)}
              now={state.now}
              parts={MATCH_CARD_PARTS}
            />
          ))}
          {state.view.days.map((card) =>
            card.kind === "open" ? (
              state.snoozedUntil === null && state.noShowPauseUntil === null && state.suspension === null ? (
                <OpenDayCard key={card.day.id} card={card} canJoin={state.profileComplete} refresh={refresh} />
              ) : null
            ) : (
              <DayStatusCard key={card.day.id} card={card} refresh={refresh} />
            ),
          )}
          <NotificationOffer joined={hasJoined(meals, mixers)} />
          <MixerCards mixers={mixers} ColourScreen={ColourScreen} />
          <PauseControl snoozedUntil={state.snoozedUntil} now={state.now} refresh={refresh} />
        </>
      )}
      {reporting === null ? null : (
        <ReportDialog target={reporting} refresh={refresh} onClose={() => setReporting(null)} />
      )}
    </section>
  );
}

/** The student has opted in, been matched, or RSVPed: the moment to offer notifications. */
function hasJoined({ state }: MyMeals, mixers: Mixers): boolean {
  const meals =
    state.status === "ready" &&
    (state.view.matches.length > 0 || state.view.days.some((card) => card.kind !== "open" || card.optIn !== null));
  const rsvped = mixers.state.status === "ready" && mixers.state.cards.some((card) => card.phase !== "open");
  return meals || rsvped;
}
