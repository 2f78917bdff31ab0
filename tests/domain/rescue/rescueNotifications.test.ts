import { describe, expect, it } from "vitest";
import { RESCUE_NOTIFICATION_KIND, rescueTag } from "../../../domain/rescue/rescueNotices";
import { RESCUE_OFFER_OPEN_FOR_MS } from "../../../domain/rescue/rescueRules";
import { MINUTE_MS } from "../../../domain/shared/time";
import { matchedPairOnWednesday, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";
import { rescueWorld } from "../../support/rescueWorld";

/**
 * A rescue offer on the phone: shown to whoever may accept it (the kind "seats"), opening the
 * dashboard where "Join" is; withdrawn once taken or lapsed; sent once however many runs.
 */

async function offeredToCy(cyProfile = {}) {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  const cy = await world.student("cy", cyProfile);
  const dee = await world.student("dee");
  const rescue = rescueWorld(world);
  const { clock } = world.backend;
  clock.skipTo(wednesdayAt(9));
  await rescue.desk.standBy(WEDNESDAY, rescue.subject(cy));
  clock.advanceBy(MINUTE_MS);
  await rescue.desk.standBy(WEDNESDAY, rescue.subject(dee));
  clock.skipTo(wednesdayAt(11, 30));
  // The cancellation's reaction offers and notifies at once (LocalBackoffice.afterMatchChanged).
  await ben.respond.cancel(match.id);
  const [offer] = (await rescue.desk.look(WEDNESDAY, rescue.subject(cy))).offers;
  if (offer === undefined) throw new Error("no offer");
  return { ...rescue, cy, dee, offer };
}

const rescueNotifications = async (world: Awaited<ReturnType<typeof offeredToCy>>["world"]) =>
  (await world.backend.pushNotifications.listNotifications()).filter((sent) => sent.tag.startsWith("rescue:"));

describe("a rescue offer's notification", () => {
  it("falls under the switch for seats", () => {
    expect(RESCUE_NOTIFICATION_KIND).toBe("seats");
  });

  it("reaches the one asked at once, opening the dashboard, once however many runs", async () => {
    const { world, offer } = await offeredToCy();
    await world.backend.backoffice.runDueJobs();
    await world.backend.backoffice.runDueJobs();
    expect(await rescueNotifications(world)).toEqual([
      expect.objectContaining({
        to: "cy",
        title: "Someone is eating alone",
        link: "/dashboard",
        tag: rescueTag(offer.id),
        withdrawn: false,
      }),
    ]);
  });

  it("is withdrawn once taken", async () => {
    const { world, desk, subject, cy, offer } = await offeredToCy();
    await desk.accept(offer.id, subject(cy));
    expect((await rescueNotifications(world)).map((sent) => sent.withdrawn)).toEqual([true]);
  });

  it("is withdrawn once lapsed, and the next candidate's is shown", async () => {
    const { world, offer } = await offeredToCy();
    world.backend.clock.advanceBy(RESCUE_OFFER_OPEN_FOR_MS);
    await world.backend.backoffice.runDueJobs();
    const sent = await rescueNotifications(world);
    expect(sent.find((entry) => entry.tag === rescueTag(offer.id))).toMatchObject({ withdrawn: true });
    expect(sent.find((entry) => entry.to === "dee")).toMatchObject({ withdrawn: false });
  });

  it("is not shown to a student who turned seats off", async () => {
    const { world } = await offeredToCy({ notifications: { off: ["seats"], quiet_hours: null } });
    expect(await rescueNotifications(world)).toEqual([]);
  });
});
