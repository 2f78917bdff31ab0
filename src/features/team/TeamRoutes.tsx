import { Route, Routes } from "react-router-dom";
import { pageTitle } from "../../shared/copy/brand";
import { NotFoundPage } from "../../shared/layout/NotFoundPage";
import { QueuePage } from "./QueuePage";
import { ReportCasePage } from "./ReportCasePage";
import { TeamGate } from "./TeamGate";
import styles from "./TeamPages.module.css";
import { teamCopy } from "./teamCopy";

/**
 * /team/…: the trust and safety console, for the team only (TeamGate): the queue of open reports
 * and each report's page. Loaded on demand: no student's first load carries it.
 */
export function TeamRoutes() {
  return (
    <div className={styles.page}>
      <title>{pageTitle(teamCopy.title)}</title>
      <meta name="description" content={teamCopy.description} />
      <meta name="robots" content="noindex" />
      <h1 className={styles.heading}>{teamCopy.heading}</h1>
      <TeamGate>
        {() => (
          <Routes>
            <Route index element={<QueuePage />} />
            <Route path="reports/:reportId" element={<ReportCasePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        )}
      </TeamGate>
    </div>
  );
}
