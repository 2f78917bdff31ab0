import { COUNT_FIELDS, type WeeklyOutcomes } from "./outcomeCounts";
import { medianOfHistogram } from "./outcomesReport";

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A field for a CSV line: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The outcomes as a CSV file: one line per school and week, every count, and the median review time. */
export function outcomesCsv(rows: readonly WeeklyOutcomes[]): string {
  const header = ["school", "week", ...COUNT_FIELDS.map(snakeCase), "median_review_hours"];
  const lines = [...rows]
    .sort((a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week))
    .map((row) => [
      row.school,
      row.week,
      ...COUNT_FIELDS.map((field) => row.counts[field]),
      medianOfHistogram(row.reviewHours) ?? "",
    ]);
  return `${[header, ...lines].map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}
