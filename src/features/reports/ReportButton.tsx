import { LuFlag } from "react-icons/lu";
import styles from "../../shared/ui/cards.module.css";
import { reportCopy } from "./reportCopy";

/** "Report or block" on a match's card: it opens the report dialog (ReportDialog), which the page holds. */
export function ReportButton({ onClick }: { readonly onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      <LuFlag aria-hidden="true" className={styles.inlineIcon} /> {reportCopy.reportOrBlock}
    </button>
  );
}
