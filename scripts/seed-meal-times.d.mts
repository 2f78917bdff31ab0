/** The spec's meal times with their fixed document ids, read in this process's time zone. */
export function mealTimeDocuments(): { id: string; localDateTime: string; startsAt: Date }[];

/** Writes the meal times into the Firestore emulator (demo-* projects only); returns what was written. */
export function seedMealTimes(options?: {
  readonly emulatorHost?: string;
  readonly projectId?: string;
}): Promise<{ id: string; localDateTime: string; startsAt: Date }[]>;

/** The weekly times as the document meal_schedule/weekly, in this process's time zone when the file names none. */
export function weeklyScheduleDocument(): {
  time_zone: string;
  weekly: { weekday: string; times: string[] }[];
};

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
