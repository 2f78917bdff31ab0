import { mealDaysBetween } from "../meetups/MealDay";
import type { OptInLedger } from "../meetups/ports/OptInLedger";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { IdSource } from "../shared/ports/IdSource";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../shared/time";
import { DEFAULT_PLACES, type ListedPlace, placesInUse } from "./ListedPlace";
import type { Operator } from "./Operator";
import { OperationsError } from "./operationsErrors";
import { newPlaceId, type PlaceDraft, placeFromDraft, placeProblems } from "./placeRules";
import type { OperationsAuditLog } from "./ports/OperationsAuditLog";
import type { PlaceBook } from "./ports/PlaceBook";
import type { SchoolRoster } from "./ports/SchoolRoster";

export interface ManagePlacesPorts {
  readonly places: PlaceBook;
  readonly roster: SchoolRoster;
  readonly optIns: OptInLedger;
  readonly schedule: MealSchedule;
  readonly audit: OperationsAuditLog;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/** A school as the Schools section shows it. */
export interface SchoolOverview {
  readonly school: string;
  readonly students: number;
  readonly completeProfiles: number;
  /** Students opted in to at least one meal day of this week (Monday to Sunday, in the schedule's time zone). */
  readonly optedInThisWeek: number;
  /** Its own places, retired ones included. */
  readonly places: readonly ListedPlace[];
  /** It has no place of its own in use: its meals go to the default places. */
  readonly usesDefaults: boolean;
  /** Neither its own places nor the default ones: its next round would match none of its students. */
  readonly withoutPlace: boolean;
}

export interface SchoolsView {
  readonly schools: readonly SchoolOverview[];
  readonly defaults: readonly ListedPlace[];
}

const SCHOOL_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** A school's list to edit: a school's domain ("umich.edu"), or DEFAULT_PLACES. */
export const isPlaceList = (school: string): boolean => school === DEFAULT_PLACES || SCHOOL_PATTERN.test(school);

/**
 * The Schools section (system side): every school that has students, with its counts and its places,
 * and the default places; operators add, edit and retire places, each change in the audit log. A
 * school with students and no place in use (neither its own nor the default ones) is flagged, so
 * that it gets one before its round rather than being told "no place" after it.
 */
export class ManagePlaces {
  readonly #ports: ManagePlacesPorts;

  constructor(ports: ManagePlacesPorts) {
    this.#ports = ports;
  }

  async view(): Promise<SchoolsView> {
    const { places, roster } = this.#ports;
    const [headcounts, listed, defaults, optedIn] = await Promise.all([
      roster.headcounts(),
      places.schoolsWithLists(),
      places.listOf(DEFAULT_PLACES),
      this.#optedInThisWeek(),
    ]);
    const names = [...new Set([...headcounts.map((count) => count.school), ...listed])].sort();
    const defaultsInUse = placesInUse(defaults).length > 0;
    const schools = await Promise.all(
      names.map(async (school): Promise<SchoolOverview> => {
        const count = headcounts.find((headcount) => headcount.school === school);
        const own = listed.includes(school) ? await places.listOf(school) : [];
        const ownInUse = placesInUse(own).length > 0;
        return {
          school,
          students: count?.students ?? 0,
          completeProfiles: count?.completeProfiles ?? 0,
          optedInThisWeek: optedIn.get(school) ?? 0,
          places: own,
          usesDefaults: !ownInUse,
          withoutPlace: !ownInUse && !defaultsInUse,
        };
      }),
    );
    return { schools, defaults };
  }

  async savePlace(by: Operator, school: string, draft: PlaceDraft): Promise<SchoolsView> {
    if (!isPlaceList(school) || Object.keys(placeProblems(draft)).length > 0) throw new OperationsError("invalid");
    const list = await this.#ports.places.listOf(school);
    if (draft.id !== null && !list.some((place) => place.id === draft.id)) throw new OperationsError("not-found");
    const id =
      draft.id ??
      newPlaceId(
        draft.name,
        list.map((place) => place.id),
      );
    const saved = placeFromDraft(draft, id);
    const next = draft.id === null ? [...list, saved] : list.map((place) => (place.id === id ? saved : place));
    await this.#ports.places.saveList(school, next);
    await this.#log(by, { kind: "place-saved", school, placeId: id, name: saved.name });
    return this.view();
  }

  async retirePlace(by: Operator, school: string, placeId: string): Promise<SchoolsView> {
    if (!isPlaceList(school)) throw new OperationsError("invalid");
    const list = await this.#ports.places.listOf(school);
    const place = list.find((listed) => listed.id === placeId);
    if (place === undefined) throw new OperationsError("not-found");
    if (!place.retired) {
      await this.#ports.places.saveList(
        school,
        list.map((listed) => (listed.id === placeId ? { ...listed, retired: true } : listed)),
      );
      await this.#log(by, { kind: "place-retired", school, placeId, name: place.name });
    }
    return this.view();
  }

  async #log(
    by: Operator,
    action: { kind: "place-saved" | "place-retired"; school: string; placeId: string; name: string },
  ) {
    await this.#ports.audit.append({ id: this.#ports.ids.newId(), at: this.#ports.clock.now(), by, action });
  }

  /** Per school, the students opted in to a meal day of this week. */
  async #optedInThisWeek(): Promise<Map<string, number>> {
    const calendar = await this.#ports.schedule.read();
    const from = startOfWeek(this.#ports.clock.now(), calendar.timeZone);
    const days = mealDaysBetween(calendar, from, from + 7 * DAY_MS);
    const students = new Map<string, Set<string>>();
    for (const day of days) {
      for (const optIn of await this.#ports.optIns.listForDay(day.id)) {
        const school = students.get(optIn.school) ?? new Set<string>();
        school.add(optIn.uid);
        students.set(optIn.school, school);
      }
    }
    return new Map([...students].map(([school, uids]) => [school, uids.size]));
  }
}

/** Monday 00:00 of the week of `now`, on the wall clock of `timeZone` (the device's when null). */
export function startOfWeek(now: EpochMillis, timeZone: string | null): EpochMillis {
  const wall = wallTimeAt(now, timeZone);
  const daysSinceMonday = (wall.weekday + 6) % 7;
  return now - daysSinceMonday * DAY_MS - wall.hour * HOUR_MS - wall.minute * MINUTE_MS - (now % MINUTE_MS);
}
