import { Route, Routes } from "react-router-dom";
import { NotFoundPage } from "../../shared/layout/NotFoundPage";
import { DevToolsPage } from "./DevToolsPage";
import { MailboxPage } from "./MailboxPage";
import { VerifyEmailPage } from "./VerifyEmailPage";

/** /dev/…: the developer tools of a build that carries the local backend. */
export function DevToolsRoutes() {
  return (
    <Routes>
      <Route index element={<DevToolsPage />} />
      <Route path="mailbox" element={<MailboxPage />} />
      <Route path="mailbox/verify" element={<VerifyEmailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
