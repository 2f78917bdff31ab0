import type { SchoolsView } from "../ManagePlaces";
import type { PlaceDraft } from "../placeRules";

/**
 * The Schools section's way to the system: on Firebase, the callables `opsSchools`, `opsSavePlace`
 * and `opsRetirePlace` (operators only), which run ManagePlaces; offline, ManagePlaces in this browser.
 */
export interface PlacesDesk {
  view(): Promise<SchoolsView>;
  /** Adds a place (draft.id null) or edits one, in a school's list or DEFAULT_PLACES'. */
  savePlace(school: string, draft: PlaceDraft): Promise<SchoolsView>;
  retirePlace(school: string, placeId: string): Promise<SchoolsView>;
}
