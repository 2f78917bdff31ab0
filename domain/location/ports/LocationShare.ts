import type { EpochMillis } from "../../shared/EpochMillis";
import type { Unsubscribe } from "../../shared/ports/Unsubscribe";
import type { CoarsePosition } from "../CoarsePosition";

/**
 * The approximate positions the members of a confirmed match share on the colour screen, in real
 * time. The store holds what the server holds: a position only in whole grid steps, only from the
 * member who shares it (whyCannotShareLocation: confirmed, still in, inside the window by the
 * store's time), read by the match's other members alone (mayFollowLocations), gone at once when its sharer stops, and when
 * the window ends (`expiresAt`, the system's clean-up).
 */
export interface LocationShare {
  /**
   * Shares (or moves) the member's position until `expiresAt`, when the window ends. Fails with
   * RequestRefusedError when the store refuses it (outside the window, not confirmed, not a grid
   * position), ServiceUnreachableError without a connection.
   */
  share(matchId: string, uid: string, position: CoarsePosition, expiresAt: EpochMillis): Promise<void>;
  /** Deletes the member's shared position at once (nothing happens if there is none). */
  stop(matchId: string, uid: string): Promise<void>;
  /**
   * Follows what `sharerUid` shares, for another member `viewerUid` (still in, inside the window):
   * `onPosition` at once and at each change (null while they share nothing); `onError` once if it
   * cannot be followed (not allowed, no connection), then nothing more.
   */
  watch(
    matchId: string,
    viewerUid: string,
    sharerUid: string,
    onPosition: (position: CoarsePosition | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
}
