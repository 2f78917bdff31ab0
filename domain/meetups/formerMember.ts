import { type Match, type MatchMember, matchIdOf } from "./Match";

/**
 * What the others' history keeps of a member who deleted their account: no name, no details, no
 * uid; only that someone was there. The words are stored as the member's first name, so every
 * screen that names the others says them.
 */
export const FORMER_MEMBER_NAME = "a former member";

/** Their place in a match is held by an id of this form, which no account has. */
const FORMER_MEMBER_ID_PREFIX = "former-";

export const formerMemberId = (token: string): string => `${FORMER_MEMBER_ID_PREFIX}${token}`;

export const isFormerMember = (member: Pick<MatchMember, "uid">): boolean =>
  member.uid.startsWith(FORMER_MEMBER_ID_PREFIX);

/**
 * The match as the others keep it once `uid` is gone: `formerId` in their place, with no name,
 * class level, major or interests; their answers stay (the others' history depends on them), and
 * `cancelledAt`, when given, calls them off a meal still ahead. Its id follows its members.
 */
export function withFormerMember(match: Match, uid: string, formerId: string, cancelledAt: number | null): Match {
  const member = match.members[uid];
  if (member === undefined) return match;
  const former: MatchMember = {
    ...member,
    uid: formerId,
    firstName: FORMER_MEMBER_NAME,
    classLevel: "",
    major: "",
    interests: [],
    cancelledAt: cancelledAt ?? member.cancelledAt,
  };
  const { [uid]: _gone, ...others } = match.members;
  const memberIds = match.memberIds.map((id) => (id === uid ? formerId : id)).sort();
  return {
    ...match,
    id: matchIdOf(match.dayId, memberIds),
    memberIds,
    members: { ...others, [formerId]: former },
    notices: match.notices.map((notice) => noticeNaming(notice, uid, formerId)),
  };
}

/**
 * A notice (`cancelled:<uid>`, a notification's `push:confirmed:<uid>:<to>`, `push-withdrawn:<uid>`)
 * with `formerId` wherever it named `uid`: the record of what was sent stays, the uid does not.
 */
const noticeNaming = (notice: string, uid: string, formerId: string): string =>
  notice
    .split(":")
    .map((part) => (part === uid ? formerId : part))
    .join(":");
