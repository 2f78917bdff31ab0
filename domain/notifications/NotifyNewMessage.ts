import { isClosedFor } from "../chat/conversation";
import type { ChatActivity } from "../chat/ports/ChatActivity";
import { activeMembers } from "../meetups/matchStatus";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { HOUR_MS } from "../shared/time";
import { messageNotice } from "./messageNotice";
import { notificationPreferencesOf, wantsKind } from "./NotificationPreferences";
import type { Notifier } from "./ports/Notifier";
import { quietSpanAround } from "./quietHours";

export interface NotifyNewMessagePorts {
  readonly conversations: ChatActivity;
  readonly matches: Pick<MatchLedger, "get">;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/** How far back the unread messages of a conversation are counted for its notification. */
export const UNREAD_NOTIFICATION_LOOKBACK_MS = 12 * HOUR_MS;

/** At most this many of a conversation's latest messages are read for its notification (its count stops there). */
export const UNREAD_NOTIFICATION_MESSAGES_READ = 99;

/**
 * After a message (system): each other member still in the meal, for whom the conversation is
 * open, with messages on, outside their quiet hours, is shown the conversation's one notification
 * (messageNotice: who wrote, how many, never the text). During quiet hours nothing: the unread
 * count and the email after 15 minutes still say it.
 */
export class NotifyNewMessage {
  readonly #ports: NotifyNewMessagePorts;

  constructor(ports: NotifyNewMessagePorts) {
    this.#ports = ports;
  }

  async execute(conversationId: string): Promise<void> {
    const { conversations, matches, clock, notifier } = this.#ports;
    const match = await matches.get(conversationId);
    if (match === null) return;
    const now = clock.now();
    const recent = await conversations.latestIn(
      conversationId,
      now - UNREAD_NOTIFICATION_LOOKBACK_MS,
      now,
      UNREAD_NOTIFICATION_MESSAGES_READ,
    );
    const latest = recent.at(-1);
    if (latest === undefined) return;
    const standing = await conversations.standingOf(conversationId);
    const { timeZone } = await this.#ports.schedule.read();
    const members = activeMembers(match).map((member) => member.uid);
    const profiles = await readProfiles(this.#ports.profiles, members);
    for (const uid of members) {
      // The writer's own message tells them nothing.
      if (uid === latest.senderUid || isClosedFor(match.kind, uid, standing.leftBy)) continue;
      const preferences = notificationPreferencesOf(profiles.get(uid) ?? null);
      if (!wantsKind(preferences, "messages") || quietSpanAround(now, preferences.quietHours, timeZone) !== null)
        continue;
      const readAt = standing.readAt[uid] ?? 0;
      const unread = recent.filter((message) => message.senderUid !== uid && message.sentAt > readAt);
      const notice = messageNotice(match, unread);
      if (notice !== null) await notifier.notify(uid, notice);
    }
  }
}
