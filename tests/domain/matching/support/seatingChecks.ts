import { pairKey } from "../../../../domain/matching/pairKey";
import {
  DEFAULT_TABLE_SIZE,
  type SeatingCandidate,
  type SeatingInput,
  type SeatingResult,
} from "../../../../domain/matching/seatTables";
import { tablePairScore } from "../../../../domain/matching/tableCompatibility";

/**
 * Every rule a seating must keep, written from the issue rather than from the algorithm, as a list
 * of the problems found (empty when the seating is valid):
 * - every candidate at exactly one table or unseated, nobody else;
 * - a table's size in the range, its members of one school, all able to make its slot, no excluded pair;
 * - "too-few-at-this-time" exactly for those none of whose slots enough students of their school can make;
 * - no unseated student left unseated last round who could take the seat of a seated one who was not
 *   (the table, with them instead, sharing a slot and no excluded pair);
 * - the score reported is the sum of tablePairScore over every pair at every table.
 */
export function seatingProblems(input: SeatingInput, result: SeatingResult): string[] {
  const range = input.tableSize ?? DEFAULT_TABLE_SIZE;
  const problems: string[] = [];
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  const excluded = (a: SeatingCandidate, b: SeatingCandidate) => input.excludedPairs.has(pairKey(a.id, b.id));
  const canSit = (members: readonly SeatingCandidate[]): boolean =>
    (members[0] as SeatingCandidate).slots.some((slot) => members.every((m) => m.slots.includes(slot))) &&
    members.every((m, a) => m.school === members[0]?.school && members.slice(a + 1).every((o) => !excluded(m, o)));

  let score = 0;
  for (const table of result.tables) {
    const members = table.members.map((id) => byId.get(id));
    for (const id of table.members) count(id);
    if (!members.every(Boolean)) {
      problems.push(`unknown member: ${JSON.stringify(table)}`);
      continue;
    }
    const people = members as SeatingCandidate[];
    if (people.length < range.min || people.length > range.max) problems.push(`size: ${JSON.stringify(table)}`);
    if (people.some((m) => m.school !== people[0]?.school)) problems.push(`schools: ${JSON.stringify(table)}`);
    if (people.some((m) => !m.slots.includes(table.slot))) problems.push(`slot: ${JSON.stringify(table)}`);
    people.forEach((a, i) => {
      for (const b of people.slice(i + 1)) {
        if (excluded(a, b)) problems.push(`excluded pair ${a.id} ${b.id} at ${JSON.stringify(table)}`);
        score += tablePairScore(a, b);
      }
    });
  }
  for (const { id } of result.unseated) count(id);
  if (seen.size !== input.candidates.length) problems.push(`${seen.size} students out of ${input.candidates.length}`);
  for (const [id, times] of seen) if (times !== 1) problems.push(`${id} appears ${times} times`);
  if (score !== result.score) problems.push(`score ${result.score}, recomputed ${score}`);

  for (const { id, reason } of result.unseated) {
    const student = byId.get(id) as SeatingCandidate;
    const hostable = student.slots.some(
      (slot) =>
        input.candidates.filter((c) => c.school === student.school && c.slots.includes(slot)).length >= range.min,
    );
    if ((reason === "too-few-at-this-time") === hostable) problems.push(`${id}: reason ${reason}`);
    if (!student.priority) continue;
    for (const table of result.tables) {
      const members = table.members.map((m) => byId.get(m) as SeatingCandidate);
      members.forEach((member, at) => {
        if (member.priority) return;
        if (canSit([...members.slice(0, at), ...members.slice(at + 1), student])) {
          problems.push(`priority ${id} unseated, could take ${member.id}'s seat`);
        }
      });
    }
  }
  return problems;
}
