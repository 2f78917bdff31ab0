import type { MealKind } from "../../../../domain/schedule/mealKinds";
import type { MealKindData, ScheduleData } from "../../../../domain/schedule/scheduleData";

/** One entry of the form, every field as typed (what a kind does not need stays, unused, if the kind changes back). */
export interface EntryFields {
  readonly kind: MealKind;
  /** Weekly: "12:00, 12:30"; dated: "2026-12-03T19:00". */
  readonly when: string;
  readonly weekday: string;
  readonly tableMin: string;
  readonly tableMax: string;
  readonly title: string;
  readonly durationMinutes: string;
  readonly capacity: string;
}

export interface ScheduleFields {
  readonly timeZone: string;
  readonly weekly: readonly EntryFields[];
  readonly dated: readonly EntryFields[];
}

export const NEW_ENTRY: EntryFields = {
  kind: "lunch-for-two",
  when: "",
  weekday: "Mon",
  tableMin: "4",
  tableMax: "6",
  title: "",
  durationMinutes: "120",
  capacity: "40",
};

function fieldsOfKind(data: MealKindData): Omit<EntryFields, "when" | "weekday"> {
  return {
    kind: (data.kind ?? "lunch-for-two") as MealKind,
    tableMin: String(data.table_size?.min ?? NEW_ENTRY.tableMin),
    tableMax: String(data.table_size?.max ?? NEW_ENTRY.tableMax),
    title: data.mixer?.title ?? "",
    durationMinutes: String(data.mixer?.duration_minutes ?? NEW_ENTRY.durationMinutes),
    capacity: String(data.mixer?.capacity ?? NEW_ENTRY.capacity),
  };
}

/** The form's fields for a saved schedule. */
export function scheduleFieldsOf(data: ScheduleData): ScheduleFields {
  return {
    timeZone: data.timeZone ?? "",
    weekly: data.weekly.map((entry) => ({
      ...fieldsOfKind(entry),
      weekday: entry.weekday,
      when: entry.times.join(", "),
    })),
    dated: data.dated.map((entry) => ({ ...fieldsOfKind(entry), weekday: NEW_ENTRY.weekday, when: entry.at })),
  };
}

/** A number as typed: what is not one stays not one, for the parser to word. */
const numberOf = (typed: string): number => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

function kindDataOf(fields: EntryFields): MealKindData {
  switch (fields.kind) {
    case "lunch-for-two":
      return { kind: fields.kind };
    case "group-dinner":
      return { kind: fields.kind, table_size: { min: numberOf(fields.tableMin), max: numberOf(fields.tableMax) } };
    case "mixer":
      return {
        kind: fields.kind,
        mixer: {
          title: fields.title,
          duration_minutes: numberOf(fields.durationMinutes),
          capacity: numberOf(fields.capacity),
        },
      };
  }
}

/** The schedule the form says, for the one parser (parseMealSchedule) to check and the desk to save. */
export function scheduleDataOfFields(fields: ScheduleFields): ScheduleData {
  return {
    timeZone: fields.timeZone.trim() === "" ? null : fields.timeZone.trim(),
    weekly: fields.weekly.map((entry) => ({
      weekday: entry.weekday,
      times: entry.when.split(/[,\s]+/).filter((time) => time !== ""),
      ...kindDataOf(entry),
    })),
    dated: fields.dated.map((entry) => ({ at: entry.when.trim(), ...kindDataOf(entry) })),
  };
}
