import { LongDocumentPage } from "./LongDocumentPage";
import { privacyPolicy } from "./privacyPolicy";

/** `/privacy-policy` (spec §2): 13 sections, numbered 1–13. */
export function PrivacyPolicyPage() {
  return <LongDocumentPage document={privacyPolicy} numbered />;
}
