import { describe, expect, it } from "vitest";
import { formerMemberId, withFormerMember } from "../../../domain/meetups/formerMember";
import { aMatch } from "../../support/meetupFixtures";

describe("withFormerMember: a deleted account's place in the others' matches", () => {
  it("renames the member in every notice that names them, the lifecycle's and the notifications', and no other", () => {
    const match = aMatch(["ana", "zoe"], {
      notices: [
        "cancelled:zoe",
        "push:matched:zoe",
        "push:confirmed:zoe:ana",
        "push-withdrawn:zoe",
        "push:matched:ana",
      ],
    });
    const former = formerMemberId("x1");
    expect(withFormerMember(match, "zoe", former, null).notices).toEqual([
      `cancelled:${former}`,
      `push:matched:${former}`,
      `push:confirmed:${former}:ana`,
      `push-withdrawn:${former}`,
      "push:matched:ana",
    ]);
  });
});
