import { safetyGuidelines } from "../../content/safetyGuidelines";
import { LongDocumentPage } from "./LongDocumentPage";

/** `/safety` (spec §2): before, during and after the meal, community conduct, emergencies. */
export function SafetyPage() {
  return <LongDocumentPage document={safetyGuidelines} />;
}
