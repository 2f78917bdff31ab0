import { describe, expect, it } from "vitest";
import type { Mailer, OutgoingEmail } from "../../domain/shared/ports/Mailer";

/** The adapter, and a way to read back what it sent (a mailbox, a mail collection). */
export type MailerSetUp = () => Promise<{
  readonly mailer: Mailer;
  readonly sent: () => Promise<readonly Pick<OutgoingEmail, "to" | "subject" | "text">[]>;
}>;

/** What every Mailer adapter must do; run once per adapter. */
export function describeMailerContract(adapterName: string, setUp: MailerSetUp): void {
  describe(`Mailer contract: ${adapterName}`, () => {
    it("sends each email, with its address, subject and text", async () => {
      const { mailer, sent } = await setUp();
      await mailer.send({ to: "ana@state.edu", subject: "You're matched", text: "Meet Ben.", link: "/dashboard" });
      await mailer.send({ to: "ben@state.edu", subject: "You're matched", text: "Meet Ana.", link: "/dashboard" });
      const byAddress = [...(await sent())].sort((a, b) => a.to.localeCompare(b.to));
      expect(byAddress).toEqual([
        expect.objectContaining({ to: "ana@state.edu", subject: "You're matched", text: "Meet Ben." }),
        expect.objectContaining({ to: "ben@state.edu", subject: "You're matched", text: "Meet Ana." }),
      ]);
    });

    it("sends every email of a list at once, more than one batch's worth", async () => {
      const { mailer, sent } = await setUp();
      const emails = Array.from({ length: 501 }, (_, i) => ({
        to: `student-${i}@state.edu`,
        subject: "You're matched",
        text: `Meet ${i}.`,
        link: "/dashboard",
      }));
      await mailer.sendAll(emails);
      const addresses = (await sent()).map((email) => email.to).sort();
      expect(addresses).toEqual(emails.map((email) => email.to).sort());
    });

    it("sends nothing for an empty list", async () => {
      const { mailer, sent } = await setUp();
      await mailer.sendAll([]);
      expect(await sent()).toEqual([]);
    });
  });
}
