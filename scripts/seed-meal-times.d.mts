/** The dated meal times with their fixed document ids, read in this process's time zone, and their kind's fields. */
export function mealTimeDocuments(): {
  id: string;
  localDateTime: string;
  startsAt: Date;
  kind: Record<string, unknown>;
}[];

/** Writes the meal times into the Firestore emulator (demo-* projects only); returns what was written. */
export function seedMealTimes(options?: {
  readonly emulatorHost?: string;
  readonly projectId?: string;
}): Promise<{ id: string; localDateTime: string; startsAt: Date; kind: Record<string, unknown> }[]>;

/** The weekly times as the document meal_schedule/weekly, in this process's time zone when the file names none. */
export function weeklyScheduleDocument(): {
  time_zone: string;
  weekly: object[];
};

/** A plain object as the Firestore REST API's typed fields (texts, whole and other numbers, booleans, null, lists, maps). */
export function toFirestoreFields(object: object): Record<string, unknown>;

/** The local backend's places (adapters/local/places.json) as the `places` documents to write ("*" is "default"). */
export function placesDocuments(): {
  id: string;
  places: { id: string; name: string; meeting_point: string; address: string }[];
}[];

/** Writes the places into the Firestore emulator (demo-* projects only); returns what was written. */
export function seedPlaces(options?: {
  readonly emulatorHost?: string;
  readonly projectId?: string;
}): Promise<{ id: string; places: { id: string; name: string; meeting_point: string; address: string }[] }[]>;
