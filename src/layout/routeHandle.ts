/** What a route asks of the layout around it (React Router's `handle`). */
export interface RouteHandle {
  /** The public pages end with the site footer. */
  readonly footer?: boolean;
}

export function wantsFooter(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).footer === true;
}
