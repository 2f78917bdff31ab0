import { termsOfService } from "../../content/termsOfService";
import { LongDocumentPage } from "./LongDocumentPage";

/** `/terms-of-service` (spec §2): 16 sections, numbered 1–16. */
export function TermsOfServicePage() {
  return <LongDocumentPage document={termsOfService} numbered />;
}
