import { describe, expect, it } from "vitest";
import { confirmDeadlineOf } from "../../../domain/meetups/matchStatus";
import { strandedMembers } from "../../../domain/rescue/strandedMembers";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember, SLOT } from "../../support/meetupFixtures";

const LATE = SLOT - HOUR_MS;
const confirmed = (uid: string) => aMember(uid, { confirmedAt: SLOT - 20 * HOUR_MS });
const cancelledLate = (uid: string) => aMember(uid, { confirmedAt: SLOT - 20 * HOUR_MS, cancelledAt: LATE });

describe("who a late cancellation leaves alone (strandedMembers)", () => {
  const pair = aMatch(["ana", "ben"], { members: { ana: confirmed("ana"), ben: cancelledLate("ben") } });

  it("leaves the one partner of a lunch for two alone", () => {
    expect(LATE).toBeGreaterThan(confirmDeadlineOf(pair));
    expect(strandedMembers(pair, LATE + MINUTE_MS)).toEqual(["ana"]);
  });

  it("leaves nobody of a trio alone when one cancels late: the two who remain eat together", () => {
    const trio = aMatch(["ana", "ben", "cy"], {
      members: { ana: confirmed("ana"), ben: cancelledLate("ben"), cy: confirmed("cy") },
    });
    expect(strandedMembers(trio, LATE + MINUTE_MS)).toEqual([]);
  });

  it("leaves the last of a trio alone once the second cancels late too", () => {
    const trio = aMatch(["ana", "ben", "cy"], {
      members: { ana: confirmed("ana"), ben: cancelledLate("ben"), cy: cancelledLate("cy") },
    });
    expect(strandedMembers(trio, LATE + MINUTE_MS)).toEqual(["ana"]);
  });
});
