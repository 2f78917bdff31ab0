/** Offers an iCalendar text as a file the phone's or computer's calendar opens. */
export function downloadCalendarFile(ics: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The site's host name, which calendar entries carry in their ids. */
export const siteHost = (): string => window.location.hostname || "strangers.app";
