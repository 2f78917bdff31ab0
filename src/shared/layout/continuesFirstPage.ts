/**
 * The navigation state of a page that takes over from the first page of a visit by itself, as the
 * splash hands over to /home: the visitor did not navigate, so the new page does not take the focus
 * or the scroll a navigation gets (`ArrivalFocus`). A focused heading would show its ring to someone
 * who has not touched the page yet.
 */
export const CONTINUES_FIRST_PAGE = { continuesFirstPage: true } as const;

export function continuesFirstPage(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && "continuesFirstPage" in state && state.continuesFirstPage === true
  );
}
