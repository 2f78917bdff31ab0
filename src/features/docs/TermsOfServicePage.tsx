import { LongDocumentPage } from "./LongDocumentPage";
import { termsOfService } from "./termsOfService";

/** `/terms-of-service` (spec §2): 16 sections, numbered 1–16. */
export function TermsOfServicePage() {
  return <LongDocumentPage document={termsOfService} numbered />;
}
