import { LuFlag } from "react-icons/lu";
import type { MatchMember } from "../../../domain/meetups/Match";
import type { ReportedByMe as Filed } from "../../../domain/meetups/reportedByMe";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";

/**
 * What the student did on a match, one line per member ("You reported Zara. You won't be matched
 * again."): wherever the meal is shown (the dashboard's card, Your meals), instead of offering
 * "Report or block" again.
 */
export function ReportedByMe({
  filed,
  others,
}: {
  readonly filed: readonly Filed[];
  readonly others: readonly MatchMember[];
}) {
  const nameOf = (uid: string) => others.find((member) => member.uid === uid)?.firstName ?? "";
  return filed.map(({ uid, kind }) => (
    <p key={uid} className={styles.meta}>
      <LuFlag aria-hidden="true" className={styles.inlineIcon} />{" "}
      {kind === "report" ? meetupCopy.youReported(nameOf(uid)) : meetupCopy.youBlocked(nameOf(uid))}
    </p>
  ));
}
