import { useRef, useState } from "react";
import { accountActionFailureOf } from "../../../domain/account/accountActionErrors";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { FormAlert } from "../../shared/forms/FormAlert";
import { saveFile } from "../../shared/ui/saveFile";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import styles from "./ProfilePage.module.css";
import { accountActionMessages, yourDataCopy } from "./profileCopy";

/**
 * "Your account and data" on /profile: **Download my data** (one JSON file, made where the data
 * lives) and **Delete account** (a dialog that asks for the password again).
 */
export function YourData() {
  const myData = useInjection(USE_CASES.myPersonalData);
  const [downloading, setDownloading] = useState(false);
  const [message, setMessage] = useState<{ tone: "problem" | "success"; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    setDownloading(true);
    setMessage(null);
    try {
      const file = await myData.download();
      saveFile(file.json, "application/json", file.fileName);
      setMessage({ tone: "success", text: yourDataCopy.downloaded(file.fileName) });
    } catch (error) {
      setMessage({ tone: "problem", text: accountActionMessages[accountActionFailureOf(error)] });
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="profile-your-data">
      <h2 id="profile-your-data" className={styles.sectionHeading}>
        {yourDataCopy.heading}
      </h2>
      <p className={styles.sectionText}>{yourDataCopy.intro}</p>
      <div className={styles.dataAction}>
        <button
          type="button"
          className={styles.secondary}
          onClick={download}
          disabled={downloading}
          aria-describedby="profile-download-hint"
        >
          {downloading ? yourDataCopy.downloading : yourDataCopy.download}
        </button>
        <p id="profile-download-hint" className={styles.hint}>
          {yourDataCopy.downloadHint}
        </p>
      </div>
      <FormAlert tone="problem" message={message?.tone === "problem" ? message.text : null} />
      <FormAlert tone="success" message={message?.tone === "success" ? message.text : null} />
      <div className={styles.dataAction}>
        <button
          type="button"
          className={styles.danger}
          onClick={() => setDeleting(true)}
          aria-describedby="profile-delete-hint"
        >
          {yourDataCopy.deleteAccount}
        </button>
        <p id="profile-delete-hint" className={styles.hint}>
          {yourDataCopy.deleteHint}
        </p>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}
