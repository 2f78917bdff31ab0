/** The spec's mobile breakpoint (§9). Stylesheets write it, and the 900px one, as numbers. */
export const MOBILE_BREAKPOINT_PX = 768;
