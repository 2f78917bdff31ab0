/** The words of the countdown to the next meal. */
export const countdownCopy = {
  days: "Days",
  hours: "Hours",
  minutes: "Minutes",
} as const;

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? "" : "s"}`;
}

/**
 * The countdown read as words, for screen readers: "2 days, 1 hour and 5 minutes until the next meal
 * time"; `until` is the label under the digits ("Until your meal with Ben").
 */
export function countdownInWords(days: number, hours: number, minutes: number, until: string): string {
  return `${unit(days, "day")}, ${unit(hours, "hour")} and ${unit(minutes, "minute")} ${until.charAt(0).toLowerCase()}${until.slice(1)}`;
}
