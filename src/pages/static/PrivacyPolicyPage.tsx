import { privacyPolicy } from "../../content/privacyPolicy";
import { LongDocumentPage } from "./LongDocumentPage";

/** `/privacy-policy` (spec §2): 13 sections, numbered 1–13. */
export function PrivacyPolicyPage() {
  return <LongDocumentPage document={privacyPolicy} numbered />;
}
