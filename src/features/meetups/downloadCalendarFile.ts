import { saveFile } from "../../shared/ui/saveFile";

/** Offers an iCalendar text as a file the phone's or computer's calendar opens. */
export function downloadCalendarFile(ics: string, fileName: string): void {
  saveFile(ics, "text/calendar;charset=utf-8", fileName);
}

/** The site's host name, which calendar entries carry in their ids. */
export const siteHost = (): string => window.location.hostname || "strangers.app";
