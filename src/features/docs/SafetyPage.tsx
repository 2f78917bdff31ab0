import { LongDocumentPage } from "./LongDocumentPage";
import { safetyGuidelines } from "./safetyGuidelines";

/** `/safety` (spec §2): before, during and after the meal, community conduct, emergencies. */
export function SafetyPage() {
  return <LongDocumentPage document={safetyGuidelines} />;
}
