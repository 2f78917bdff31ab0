/**
 * Random but realistic rounds for the matcher's benchmark, from a seed (the same seed, the same round).
 *
 * One school, one week: two meal days (Thu, Fri) with 8 dinner slots each, 17:00–20:30 every half
 * hour; the evening slots around 19:00 are the most popular. A student picks 1–4 slots (1: 25%,
 * 2: 35%, 3: 25%, 4: 15%), mostly neighbouring times on one day, sometimes (20%) one on the other
 * day; 2–6 interests out of 30 with a popularity skew (the most popular is picked about 8× as often
 * as the least); 20% have one dietary need; 10% were left unmatched last round (priority). Excluded
 * pairs, n / 10 of them: half random blocks, half former partners who share a slot (the cooldown).
 */
import type { MatchCandidate, MatchRoundInput } from "../../domain/matching/matchRound";
import { pairKey } from "../../domain/matching/pairKey";
import { seededRandom } from "../../domain/shared/seededRandom";

export const SCHOOL = "bench.edu";
const DAYS = ["2026-11-26", "2026-11-27"] as const;
const TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30"] as const;
/** Relative popularity of TIMES: the evening peak around 19:00. */
const TIME_POPULARITY = [1, 2, 4, 6, 8, 7, 4, 2] as const;
const INTERESTS = [
  "Music",
  "Travel",
  "Movies",
  "Cooking",
  "Hiking",
  "Reading",
  "Gaming",
  "Photography",
  "Soccer",
  "Basketball",
  "Art",
  "Coffee",
  "Startups",
  "Politics",
  "Philosophy",
  "Running",
  "Yoga",
  "Theatre",
  "Anime",
  "Chess",
  "Climbing",
  "Podcasts",
  "Languages",
  "Volunteering",
  "Jazz",
  "Board games",
  "Fashion",
  "Robotics",
  "Poetry",
  "Birding",
] as const;
const DIETARY = ["vegetarian", "vegan", "halal", "kosher", "gluten-free"] as const;
const DIETARY_SHARE = [45, 15, 20, 5, 15] as const;

function pick(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

const slotKey = (day: number, time: number): string => `${DAYS[day]}T${TIMES[time]}`;

/**
 * @param days 2: the matcher's week (Thu and Fri); 1: one evening's 8 slots only (Thu), as a group
 *   dinner's meal time has. The same seed gives the same students either way, but for their slots.
 */
export function generateRound(n: number, seed: number, days: 1 | 2 = 2): MatchRoundInput {
  const random = seededRandom(seed);
  const interestPopularity = INTERESTS.map((_, rank) => 1 / (rank + 1) ** 0.6);
  const candidates: MatchCandidate[] = [];
  for (let s = 0; s < n; s++) {
    const count = 1 + pick(random, [25, 35, 25, 15]);
    const day = random() < 0.55 || days === 1 ? 0 : 1;
    const slots = new Set<string>();
    // A run of neighbouring times around a first pick, which follows popularity.
    let low = pick(random, TIME_POPULARITY);
    let high = low;
    slots.add(slotKey(day, low));
    const onOtherDay = count > 1 && random() < 0.2 && days === 2 ? 1 : 0;
    while (slots.size < count - onOtherDay) {
      const goLater = high < TIMES.length - 1 && (low === 0 || random() < 0.5);
      if (goLater) high += 1;
      else low -= 1;
      slots.add(slotKey(day, goLater ? high : low));
    }
    if (onOtherDay) slots.add(slotKey(1 - day, pick(random, TIME_POPULARITY)));

    const interestCount = 2 + Math.floor(random() * 5);
    const interests = new Set<string>();
    while (interests.size < interestCount) interests.add(INTERESTS[pick(random, interestPopularity)] as string);
    const dietary = random() < 0.2 ? [DIETARY[pick(random, DIETARY_SHARE)] as string] : [];
    candidates.push({
      id: `student-${String(s).padStart(6, "0")}-${Math.floor(random() * 1e9).toString(36)}`,
      school: SCHOOL,
      slots: [...slots],
      interests: [...interests].map((tag) => (random() < 0.1 ? tag.toLowerCase() : tag)),
      dietary,
      priority: random() < 0.1,
    });
  }

  const excludedPairs = new Set<string>();
  const wanted = Math.floor(n / 10);
  for (let tries = 0; excludedPairs.size < wanted && tries < 100 * wanted; tries++) {
    const a = candidates[Math.floor(random() * n)] as MatchCandidate;
    const b = candidates[Math.floor(random() * n)] as MatchCandidate;
    if (a === b) continue;
    const former = excludedPairs.size % 2 === 1; // every other one: a former partner, who shared a slot
    if (former && !a.slots.some((slot) => b.slots.includes(slot))) continue;
    excludedPairs.add(pairKey(a.id, b.id));
  }
  return { candidates, excludedPairs };
}
