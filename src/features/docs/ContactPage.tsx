import { contactSupport } from "./contactSupport";
import { LongDocumentPage } from "./LongDocumentPage";

/** `/contact` (spec §2): in-app help, email, safety reports and emergencies. */
export function ContactPage() {
  return <LongDocumentPage document={contactSupport} />;
}
