import { describe, expect, it } from "vitest";
import {
  matchedEmail,
  NAME_IN_EMAIL_MAX_LENGTH,
  nameInEmail,
  partnerCancelledEmail,
  reminderEmail,
} from "../../../domain/meetups/meetupEmails";
import { aMatch, aMember } from "../../support/meetupFixtures";

const WEDNESDAY_NOON_UTC = Date.UTC(2026, 10, 25, 12);
const match = aMatch(["ana", "ben"], { slot: WEDNESDAY_NOON_UTC });

describe("the lifecycle's emails", () => {
  it("remind of the meal as a sentence reads: meeting “Ben” on Wednesday… at 12:00 PM at the place", () => {
    const email = reminderEmail("ana@state.edu", match, [aMember("ben", { firstName: "Ben" })], "UTC");
    expect(email.text).toBe(
      "Reminder: you're meeting “Ben” on Wednesday, November 25 at 12:00 PM at Main Dining Hall (By the doors). Your colour is Tangerine and your code word Maple.",
    );
  });

  it("keep a first name to letters and the signs names use: no link, no line break, no dot, not too long", () => {
    expect(nameInEmail("Mary-Jane O’Neil")).toBe("Mary-Jane O’Neil");
    expect(nameInEmail("José")).toBe("José");
    expect(nameInEmail("Ben\r\nhttps://evil.example/login")).toBe("Ben https evil example l");
    expect(nameInEmail("x".repeat(80))).toHaveLength(NAME_IN_EMAIL_MAX_LENGTH);
    expect(nameInEmail("<b>!!</b>")).toBe("b b");
  });

  it("put a student's name in a subject only as cleaned letters, and quote it in the body as theirs", () => {
    const ben = aMember("ben", { firstName: "Ben. Click www.evil.example to verify" });
    const email = partnerCancelledEmail("ana@state.edu", match, ben, true, "UTC");
    expect(email.subject).toBe("Ben Click www evil examp can't make it");
    expect(email.text).toMatch(/^Your match, “Ben Click www evil examp”, can't make it to your meal on Wednesday/);
    expect(`${email.subject} ${email.text}`).not.toMatch(/www\.|evil\.example/);
  });

  it("say 'Your match' where there is no name left", () => {
    const email = partnerCancelledEmail("ana@state.edu", match, aMember("ben", { firstName: "://" }), false, "UTC");
    expect(email.subject).toBe("Your match can't make it");
    expect(email.text).toMatch(/^Your match can't make it/);
  });

  it("quote the shared interests as the students wrote them, cleaned the same way", () => {
    const withInterests = { ...match, sharedInterests: ["Jazz", "C++", "see evil.example"] };
    const email = matchedEmail("ana@state.edu", withInterests, [aMember("ben", { firstName: "Ben" })], "UTC");
    expect(email.text).toContain("You'll meet “Ben” on Wednesday, November 25 at 12:00 PM at Main Dining Hall");
    expect(email.text).toContain("You both like “Jazz”, “C++”, “see evil example”.");
  });
});
