/**
 * The navigation state of a page that takes over from the first page of a visit by itself, as the
 * splash hands over to /home: the visitor did not navigate, so the new page does not take the focus
 * or the scroll a navigation gets (`ArrivalFocus`). A focused heading would show its ring to someone
 * who has not touched the page yet. A string, as the history keeps a copy of the state, not the value.
 */
export const CONTINUES_FIRST_PAGE = "continues-first-page";
