import { Route, Routes } from "react-router-dom";
import { NotFoundPage } from "../../shared/layout/NotFoundPage";
import { MailboxPage } from "./MailboxPage";
import { VerifyEmailPage } from "./VerifyEmailPage";

/** /dev/…: only the mailbox, in a build on the Firebase emulators (no demo students, no clock to move). */
export function MailboxRoutes() {
  return (
    <Routes>
      <Route path="mailbox" element={<MailboxPage />} />
      <Route path="mailbox/verify" element={<VerifyEmailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
