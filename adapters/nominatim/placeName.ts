/** The address parts that name a place, best first (spec §7). */
const PLACE_KINDS = ["city", "town", "village", "county"] as const;

/** What Nominatim answers, with status 200, where it finds nothing at all (e.g. at sea). */
const NOTHING_FOUND = "Unable to geocode";

/**
 * The place name in a Nominatim `/reverse?format=json&addressdetails=1` answer: its
 * city, else town, village or county; null when it has none of them or names nothing.
 * Throws a TypeError for anything that is not such an answer.
 */
export function placeNameIn(answer: unknown): string | null {
  if (!isRecord(answer)) throw new TypeError("Nominatim's answer is not a JSON object");
  if (answer.error === NOTHING_FOUND) return null;
  if (answer.error !== undefined) throw new TypeError(`Nominatim answered an error: ${JSON.stringify(answer.error)}`);
  const address = answer.address;
  if (!isRecord(address)) throw new TypeError("Nominatim's answer has no address");
  for (const kind of PLACE_KINDS) {
    const name = address[kind];
    if (typeof name === "string" && name.trim() !== "") return name.trim();
  }
  return null;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
