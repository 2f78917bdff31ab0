import type { Match } from "../meetups/Match";
import { othersOf } from "../meetups/matchStatus";
import type { Session } from "../session/Session";
import { TimedOutError, withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { RequestRefusedError, ServiceUnreachableError } from "../shared/serviceErrors";
import { SHARED_LOCATION_REFRESH_MS } from "./approximateLocationRules";
import { type CoarsePosition, coarsen, coordinatesOf, samePosition } from "./CoarsePosition";
import type { Coordinates } from "./Coordinates";
import { LocationError, type LocationFailure } from "./LocationError";
import { locationSharingEndsAt, whyCannotShareLocation } from "./locationSharing";
import type { LocationShare } from "./ports/LocationShare";
import type { Locator } from "./ports/Locator";
import { type Whereabouts, whereaboutsOf } from "./whereabouts";

/** Why sharing did not start or stop, or the others' positions cannot be followed. */
export type SharingFailure = LocationFailure | "refused" | "unreachable" | "unexpected";

/** Another member, as the colour screen shows them. */
export interface OtherMemberLocation {
  readonly uid: string;
  readonly firstName: string;
  /** They share their approximate location now. */
  readonly sharing: boolean;
  /** How far and which way, when both positions are known (this device's only while it shares). */
  readonly whereabouts: Whereabouts | null;
}

export interface LocationSharingState {
  /** Inside the window, for a member of a confirmed meal: sharing may start. */
  readonly available: boolean;
  readonly sharing: "off" | "starting" | "on" | "stopping";
  /** Why the last share or stop failed (the screen stays usable). */
  readonly problem: SharingFailure | null;
  /** The others' positions cannot be followed (retryFollowing tries again). */
  readonly followProblem: SharingFailure | null;
  readonly others: readonly OtherMemberLocation[];
}

export interface LocationSharing {
  /** "Share my approximate location": asks the device (low accuracy), then shares it, rounded. */
  share(): Promise<void>;
  /** "Stop sharing": the shared position is deleted at once. */
  stopSharing(): Promise<void>;
  /** After the others' positions could not be followed: tries again. */
  retryFollowing(): void;
  /** The colour screen closed: sharing stops with it, and nothing is followed any more. */
  close(): void;
}

export interface ShareApproximateLocationPorts {
  readonly session: Session;
  readonly locations: LocationShare;
  readonly locator: Locator;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The approximate location on the colour screen, the privacy policy's promise: from 15 minutes
 * before a confirmed meal until 30 minutes after it starts, a member may share where they are,
 * rounded to about 100 m; the others who share too see how far and which way ("about 150 m away,
 * north-east"), updated while the screen is open, never a map or coordinates. Nothing is shared
 * unless the member chooses to; it stops when they stop, when the screen closes and when the window
 * ends. A position the device refuses or cannot find leaves the screen as it was, with the reason.
 */
export class ShareApproximateLocation {
  readonly #ports: ShareApproximateLocationPorts;

  constructor(ports: ShareApproximateLocationPorts) {
    this.#ports = ports;
  }

  start(match: Match, listener: (state: LocationSharingState) => void): LocationSharing {
    const { session, locations, locator, clock, logger } = this.#ports;
    const uid = session.current()?.uid ?? "";
    const others = othersOf(match, uid).filter((member) => member.cancelledAt === null);
    const endsAt = locationSharingEndsAt(match);

    let available = whyCannotShareLocation(match, uid, clock.now()) === null;
    let sharing: LocationSharingState["sharing"] = "off";
    let problem: SharingFailure | null = null;
    let followProblem: SharingFailure | null = null;
    let mine: Coordinates | null = null;
    let stored: CoarsePosition | null = null;
    let closed = false;
    const theirs = new Map<string, CoarsePosition>();
    let cancelRefresh: Unsubscribe = () => {};
    let unfollow: Unsubscribe = () => {};

    const emit = () => {
      if (closed) return;
      listener({
        available,
        sharing,
        problem,
        followProblem,
        others: others.map((member) => {
          const position = theirs.get(member.uid) ?? null;
          return {
            uid: member.uid,
            firstName: member.firstName,
            sharing: position !== null,
            whereabouts:
              position === null || mine === null || sharing !== "on"
                ? null
                : whereaboutsOf(mine, coordinatesOf(position)),
          };
        }),
      });
    };

    const follow = () => {
      unfollow();
      followProblem = null;
      const watches = others.map((member) =>
        locations.watch(
          match.id,
          uid,
          member.uid,
          (position) => {
            if (position === null) theirs.delete(member.uid);
            else theirs.set(member.uid, position);
            emit();
          },
          (error) => {
            logger.warn("Following a shared location failed", error);
            followProblem = failureOf(error);
            emit();
          },
        ),
      );
      unfollow = () => {
        for (const stopWatching of watches) stopWatching();
      };
    };

    const store = async (position: CoarsePosition) => {
      await withBackendTimeout(clock, locations.share(match.id, uid, position, endsAt));
      stored = position;
    };

    const end = async () => {
      cancelRefresh();
      sharing = "stopping";
      emit();
      try {
        await withBackendTimeout(clock, locations.stop(match.id, uid));
        sharing = "off";
        problem = null;
        mine = null;
        stored = null;
      } catch (error) {
        logger.warn("Stopping the shared location failed", error);
        sharing = "on";
        problem = failureOf(error);
      }
      emit();
    };

    const refresh = async () => {
      try {
        mine = await locator.locate();
        const position = coarsen(mine);
        if (stored === null || !samePosition(stored, position)) await store(position);
      } catch (error) {
        logger.warn("Refreshing the shared location failed", error);
        // The window closed under us: the server takes no more, so this device stops too.
        if (error instanceof RequestRefusedError) return end();
      }
      emit();
    };

    let stopWindow: Unsubscribe = () => {};
    if (available) {
      follow();
      // The window ends while the screen is open: sharing ends with it.
      stopWindow = clock.after(Math.max(0, endsAt - clock.now()), () => {
        available = false;
        unfollow();
        theirs.clear();
        if (sharing === "on") void end();
        else emit();
      });
    }
    emit();

    return {
      share: async () => {
        if (!available || sharing !== "off") return;
        sharing = "starting";
        problem = null;
        emit();
        try {
          mine = await locator.locate();
          await store(coarsen(mine));
          if (closed) {
            // The screen closed while this was on its way: what was stored goes at once.
            await locations.stop(match.id, uid);
            return;
          }
          sharing = "on";
          cancelRefresh = clock.every(SHARED_LOCATION_REFRESH_MS, () => void refresh());
        } catch (error) {
          if (!(error instanceof LocationError)) logger.warn("Sharing the location failed", error);
          sharing = "off";
          mine = null;
          problem = failureOf(error);
        }
        emit();
      },
      stopSharing: async () => {
        if (sharing === "on") await end();
      },
      retryFollowing: () => {
        if (available && !closed) follow();
        emit();
      },
      close: () => {
        closed = true;
        cancelRefresh();
        stopWindow();
        unfollow();
        if (sharing !== "off" || stored !== null) {
          locations
            .stop(match.id, uid)
            .catch((error: unknown) => logger.warn("Stopping the shared location failed", error));
        }
      },
    };
  }
}

function failureOf(error: unknown): SharingFailure {
  if (error instanceof LocationError) return error.reason;
  if (error instanceof RequestRefusedError) return "refused";
  if (error instanceof ServiceUnreachableError || error instanceof TimedOutError) return "unreachable";
  return "unexpected";
}
