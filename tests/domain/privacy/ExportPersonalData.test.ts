import { describe, expect, it } from "vitest";
import { AccountActionError, DataExportTooSoonError } from "../../../domain/account/accountActionErrors";
import { MyPersonalData } from "../../../domain/privacy/MyPersonalData";
import { DATA_EXPORT_MIN_INTERVAL_MS } from "../../../domain/privacy/privacyRules";
import { MINUTE_MS } from "../../../domain/shared/time";
import { createLocalBackend, RecordingLogger } from "../../support/localBackend";
import { aReport } from "../../support/meetupFixtures";
import { signedInBackend } from "../../support/signedIn";

/** "Download my data" at most once every DATA_EXPORT_MIN_INTERVAL_MINUTES per student (issue 31), on the offline backend. */

const ANA = { uid: "ana", email: "ana@state.edu" };

describe("Download my data (ExportPersonalData): one download every few minutes", () => {
  it("refuses a second download before the interval has passed, with when the next may be, and takes it after", async () => {
    const backend = createLocalBackend();
    const { exporter } = backend.accounts;
    const first = backend.clock.now();
    await expect(exporter.execute(ANA)).resolves.toMatchObject({ account: ANA });
    backend.clock.skipTo(first + DATA_EXPORT_MIN_INTERVAL_MS - MINUTE_MS);
    const refused = await exporter.execute(ANA).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataExportTooSoonError);
    expect((refused as DataExportTooSoonError).retryAt).toBe(first + DATA_EXPORT_MIN_INTERVAL_MS);
    // Another student is not held back by Ana's download.
    await expect(exporter.execute({ uid: "ben", email: "ben@state.edu" })).resolves.toBeDefined();
    backend.clock.skipTo(first + DATA_EXPORT_MIN_INTERVAL_MS);
    await expect(exporter.execute(ANA)).resolves.toMatchObject({
      data_downloads: { last_downloaded_at: new Date(first + DATA_EXPORT_MIN_INTERVAL_MS).toISOString() },
    });
  });

  it("runs one download of two asked for at once", async () => {
    const { accounts } = createLocalBackend();
    const answers = await Promise.allSettled([accounts.exporter.execute(ANA), accounts.exporter.execute(ANA)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("is a refusal the profile page says in words (export-too-soon), and the record goes with the account", async () => {
    const backend = signedInBackend(ANA);
    const { personalData, eraser } = await backend.accountServices();
    const device = { remove: async () => {} };
    const clocks = { clock: backend.clock, wallClock: backend.wallClock };
    const myData = new MyPersonalData(personalData, backend.session, clocks, device, new RecordingLogger());
    await myData.download();
    await expect(myData.download()).rejects.toEqual(new AccountActionError("export-too-soon"));
    await eraser.execute(ANA, () => crypto.randomUUID());
    expect(await backend.accounts.exporter.execute(ANA)).toBeDefined();
  });
});

describe("Download my data: a reporter's reports", () => {
  it("lists what they filed, never what the team decided about the student it is about", async () => {
    const backend = createLocalBackend();
    const report = aReport("ana", "ben", { kind: "report", reason: "harassment", details: "Rude all evening." });
    await backend.reportStore.file(report);
    const at = backend.clock.now();
    const entry = {
      reportId: report.id,
      at,
      reviewer: { uid: "tess", email: "tess@strangers.test" },
      action: "suspend" as const,
      days: 7,
      note: "Suspended for a week",
      subjectUid: "ben",
    };
    expect(await backend.reportStore.resolve(report.id, { status: "suspended", at }, entry)).toBe(true);
    const data = await backend.accounts.exporter.execute(ANA);
    expect(data.reports).toEqual([expect.objectContaining({ kind: "report", details: "Rude all evening." })]);
    expect(JSON.stringify(data)).not.toMatch(/suspend|review|status|tess/i);
  });
});
