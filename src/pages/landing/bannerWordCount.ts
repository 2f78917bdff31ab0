import { BANNER_MAX_WORDS } from "../../../domain/constants";

/** How many banner words fit: all six on wide screens, four up to 900px, three on phones. */
export function bannerWordCount(isMobile: boolean, isNarrow: boolean): number {
  if (isMobile) return 3;
  if (isNarrow) return 4;
  return BANNER_MAX_WORDS;
}
