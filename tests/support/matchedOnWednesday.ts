import { meetupWorld, onlyMatchOf, WEDNESDAY, wednesdayAt } from "./meetupWorld";
import { signInAtProvider } from "./signedIn";

/** Ana and Ben, with sign-in accounts (the world's students have profiles only), matched for Wednesday at noon. */
export async function matchedOnWednesday() {
  const world = meetupWorld();
  const ana = await world.student("ana");
  const ben = await world.student("ben");
  for (const student of [ana, ben]) await signInAtProvider(world.backend, student.user);
  await ana.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await ben.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await world.runRound.execute(WEDNESDAY);
  return { world, ana, ben, match: await onlyMatchOf(world, ana) };
}
