import type { MatchMember } from "../../../domain/meetups/Match";

/** How a tablemate is called before the table's first names are told, when nothing else is known. */
const UNNAMED = "A student";

/**
 * How the app calls another member of a match: their first name, or, at a table before its day
 * (first names untold), their class level and major ("Junior, Biology").
 */
export function memberName(member: Pick<MatchMember, "firstName" | "classLevel" | "major">): string {
  if (member.firstName !== "") return member.firstName;
  return [member.classLevel, member.major].filter((part) => part !== "").join(", ") || UNNAMED;
}
