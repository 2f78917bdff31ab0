/** Said after the text of a link that opens in a new tab; read by screen readers, not shown. */
export const OPENS_IN_NEW_TAB = " (opens in a new tab)";
