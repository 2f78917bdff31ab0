// One truth for the security rules and the domain (issue 31): every number in firestore.rules'
// code is explained by an entry below, which names the domain constant it must equal (a
// duration.value(N, 'unit') in milliseconds). A number no entry explains fails ("a new limit in the
// rules needs its domain constant"), and so does a domain constant changed without the rules, or
// the rules without the constant. No emulator: the rules are read as text (tests/build/rulesLimits.ts).
// The emulator tests (tests/adapters/firebase/rules/) check what each rule does with these values.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_KEY_MAX_LENGTH,
} from "../../adapters/firebase/documents/pushSubscriptionDocument";
import {
  CHAT_OPEN_AFTER_MEAL_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGES_PER_WINDOW,
} from "../../domain/chat/chatRules";
import {
  COARSE_STEPS_PER_DEGREE,
  LOCATION_SHARING_CLOSES_AFTER_START_MS,
  LOCATION_SHARING_OPENS_BEFORE_MEAL_MS,
} from "../../domain/location/approximateLocationRules";
import {
  ANSWER_CLOCK_ALLOWANCE_MS,
  ANSWER_CLOCK_SKEW_MS,
  CONFIRM_BY_BEFORE_MEAL_MS,
  FEEDBACK_OPEN_FOR_MS,
  FIND_EACH_OTHER_BEFORE_MEAL_MS,
  MAX_SNOOZE_MS,
  MEAL_DURATION_MS,
  MEETING_WINDOW_AFTER_START_MS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORTED_MESSAGES_MAX,
  WAITLIST_MIN_NOTICE_MS,
} from "../../domain/meetups/meetupRules";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../domain/mixers/mixerRules";
import { MINUTES_PER_DAY } from "../../domain/notifications/notificationRules";
import {
  BIO_MAX_LENGTH,
  DIETARY_OPTIONS,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  NAME_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from "../../domain/profile/profileRules";
import { LUNCH_MAX_MEMBERS, TABLE_MAX_SEATS } from "../../domain/schedule/mealKinds";
import { checkRulesLimits, type Elements, type Explanation, type Limit, occurrences } from "./rulesLimits";

const RULES = readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8");

const PROFILE = ["isValidProfile", "isValidChange"];

/**
 * Each limit of the rules and the domain constant it is. `in`: the rules function (or match path)
 * it stands in; `like`: the tokens around it, N for the number (spaces and line breaks do not
 * matter); `is`: the constant, as said in a failure; `value`: the constant (milliseconds for a
 * duration.value).
 */
const LIMITS: readonly Limit[] = [
  // users/{uid}
  { in: PROFILE, like: "isText(profile.bio, N)", is: "BIO_MAX_LENGTH", value: BIO_MAX_LENGTH },
  { in: PROFILE, like: "isText(profile.first_name, N)", is: "NAME_MAX_LENGTH", value: NAME_MAX_LENGTH },
  { in: PROFILE, like: "isText(profile.last_name, N)", is: "NAME_MAX_LENGTH", value: NAME_MAX_LENGTH },
  { in: PROFILE, like: "isText(profile.location, N)", is: "TEXT_FIELD_MAX_LENGTH", value: TEXT_FIELD_MAX_LENGTH },
  { in: PROFILE, like: "isText(profile.major, N)", is: "TEXT_FIELD_MAX_LENGTH", value: TEXT_FIELD_MAX_LENGTH },
  { in: PROFILE, like: "isText(profile.university, N)", is: "TEXT_FIELD_MAX_LENGTH", value: TEXT_FIELD_MAX_LENGTH },
  { in: "isSnooze", like: "request.time + duration.value(N, 'd')", is: "MAX_SNOOZE_MS", value: MAX_SNOOZE_MS },
  { in: "areInterests", like: "list is list && size <= N", is: "INTERESTS_MAX", value: INTERESTS_MAX },
  { in: "areInterests", like: "].size() <= N", is: "INTEREST_MAX_LENGTH", value: INTEREST_MAX_LENGTH },
  { in: "areDietaryNeeds", like: "list.size() <= N", is: "DIETARY_OPTIONS.length", value: DIETARY_OPTIONS.length },

  // The chat: messages and their rate.
  { in: "isValidMessage", like: "message.text.size() <= N", is: "MESSAGE_MAX_LENGTH", value: MESSAGE_MAX_LENGTH },
  { in: "isValidMessage", like: "meal.slot + duration.value(N, 'h')", is: "MEAL_DURATION_MS", value: MEAL_DURATION_MS },
  {
    in: "isValidMessage",
    like: "duration.value(1, 'h') + duration.value(N, 'd')",
    is: "CHAT_OPEN_AFTER_MEAL_MS",
    value: CHAT_OPEN_AFTER_MEAL_MS,
  },
  {
    in: "/message_quotas/{uid}",
    like: "window_start + duration.value(N, 's')",
    is: "MESSAGE_RATE_WINDOW_MS",
    value: MESSAGE_RATE_WINDOW_MS,
  },
  {
    in: "/message_quotas/{uid}",
    like: "request.resource.data.count <= N",
    is: "MESSAGES_PER_WINDOW",
    value: MESSAGES_PER_WINDOW,
  },

  // The colour screen's approximate location.
  {
    in: "isInSharingWindow",
    like: "meal.slot - duration.value(N, 'm')",
    is: "LOCATION_SHARING_OPENS_BEFORE_MEAL_MS",
    value: LOCATION_SHARING_OPENS_BEFORE_MEAL_MS,
  },
  {
    in: ["isInSharingWindow", "isCoarseLocation"],
    like: "meal.slot + duration.value(N, 'm')",
    is: "LOCATION_SHARING_CLOSES_AFTER_START_MS",
    value: LOCATION_SHARING_CLOSES_AFTER_START_MS,
  },
  {
    in: "isCoarseLocation",
    like: "math.abs(location.latitude_steps) <= N",
    is: "90 * COARSE_STEPS_PER_DEGREE",
    value: 90 * COARSE_STEPS_PER_DEGREE,
  },
  {
    in: "isCoarseLocation",
    like: "math.abs(location.longitude_steps) <= N",
    is: "180 * COARSE_STEPS_PER_DEGREE",
    value: 180 * COARSE_STEPS_PER_DEGREE,
  },

  // A member's answers and their windows.
  {
    in: "isFreshStamp",
    like: "request.time + duration.value(N, 'm')",
    is: "ANSWER_CLOCK_ALLOWANCE_MS",
    value: ANSWER_CLOCK_ALLOWANCE_MS,
  },
  {
    in: "isFreshStamp",
    like: "request.time - duration.value(N, 'm')",
    is: "ANSWER_CLOCK_SKEW_MS",
    value: ANSWER_CLOCK_SKEW_MS,
  },
  {
    in: "isValidLateWaitlist",
    like: "request.time + duration.value(N, 'm')",
    is: "WAITLIST_MIN_NOTICE_MS",
    value: WAITLIST_MIN_NOTICE_MS,
  },
  {
    in: "isAllowedConfirmation",
    like: "slot - duration.value(N, 'h')",
    is: "CONFIRM_BY_BEFORE_MEAL_MS",
    value: CONFIRM_BY_BEFORE_MEAL_MS,
  },
  {
    in: "isAllowedArrival",
    like: "let opens = slot - duration.value(N, 'm')",
    is: "FIND_EACH_OTHER_BEFORE_MEAL_MS",
    value: FIND_EACH_OTHER_BEFORE_MEAL_MS,
  },
  {
    in: "isAllowedArrival",
    like: "let closes = slot + duration.value(N, 'm')",
    is: "MEETING_WINDOW_AFTER_START_MS",
    value: MEETING_WINDOW_AFTER_START_MS,
  },
  {
    in: ["isAllowedArrival", "isAllowedFeedback"],
    like: "opens - duration.value(N, 'm')",
    is: "ANSWER_CLOCK_ALLOWANCE_MS",
    value: ANSWER_CLOCK_ALLOWANCE_MS,
  },
  {
    in: "isAllowedFeedback",
    like: "let opens = slot + duration.value(N, 'm')",
    is: "MEETING_WINDOW_AFTER_START_MS",
    value: MEETING_WINDOW_AFTER_START_MS,
  },
  { in: "isAllowedFeedback", like: "slot + duration.value(N, 'h')", is: "MEAL_DURATION_MS", value: MEAL_DURATION_MS },
  {
    in: "isAllowedFeedback",
    like: "duration.value(1, 'h') + duration.value(N, 'd')",
    is: "FEEDBACK_OPEN_FOR_MS",
    value: FEEDBACK_OPEN_FOR_MS,
  },
  {
    in: "isAllowedMeetAgainWith",
    like: "chosen is list && chosen.size() <= N",
    is: "TABLE_MAX_SEATS - 1",
    value: TABLE_MAX_SEATS - 1,
  },

  // Reports.
  {
    in: "isValidReport",
    like: "report.details.size() <= N",
    is: "REPORT_DETAILS_MAX_LENGTH",
    value: REPORT_DETAILS_MAX_LENGTH,
  },
  {
    in: "isValidEvidence",
    like: "ids is list && ids.size() <= N",
    is: "REPORTED_MESSAGES_MAX",
    value: REPORTED_MESSAGES_MAX,
  },

  // Mixers.
  {
    in: "isAtTheDoor",
    like: "event.starts_at - duration.value(N, 'm')",
    is: "CHECK_IN_OPENS_BEFORE_START_MS",
    value: CHECK_IN_OPENS_BEFORE_START_MS,
  },
];

/**
 * Limits the rules hold that the domain has no constant for (the app never writes more: these only
 * bound what a script could send). Give one a domain constant, and move it to LIMITS, once the
 * domain needs it.
 */
const RULES_ONLY_LIMITS: readonly Limit[] = [
  {
    in: "areMealSlots",
    like: "list is list && size <= N",
    is: "the most preferred meal times a profile stores (the rules' own)",
    value: 20,
  },
  {
    in: "allAfter",
    like: "items.size() <= N",
    is: "the most slots a meal day has (the rules' own: a day has fewer)",
    value: 8,
  },
  { in: "isValidReport", like: "report.match_id.size() <= N", is: "the longest match id a report names", value: 200 },
  {
    in: "isPushSubscription",
    like: "isText(subscription.endpoint, N)",
    is: "PUSH_ENDPOINT_MAX_LENGTH",
    value: PUSH_ENDPOINT_MAX_LENGTH,
  },
  {
    in: "isPushSubscription",
    like: "isText(subscription.p256dh, N)",
    is: "PUSH_KEY_MAX_LENGTH",
    value: PUSH_KEY_MAX_LENGTH,
  },
  {
    in: "isPushSubscription",
    like: "isText(subscription.auth, N)",
    is: "PUSH_KEY_MAX_LENGTH",
    value: PUSH_KEY_MAX_LENGTH,
  },
];

/** Numbers that are no limit: part of a rule's logic, each with why it is what it is. */
const NOT_LIMITS: readonly Limit[] = [
  { in: "isPushSubscription", like: "p256dh.size() > N", is: "a key is not empty", value: 0 },
  { in: "isPushSubscription", like: "auth.size() > N", is: "a key is not empty", value: 0 },
  { in: "isMinuteOfDay", like: "value >= N", is: "midnight is minute 0", value: 0 },
  { in: "isMinuteOfDay", like: "value < N", is: "MINUTES_PER_DAY: a day has 1440 minutes", value: MINUTES_PER_DAY },
  { in: "areInterests", like: "].size() > N", is: "an interest is not empty", value: 0 },
  {
    in: "/schools/{school}/opt_ins/{uid}",
    like: "request.resource.data.slots.size() == N",
    is: "after the cut-off, no slots: only the waitlist",
    value: 0,
  },
  {
    in: "/message_quotas/{uid}",
    like: "request.resource.data.count == N",
    is: "a new window counts the message that opens it",
    value: 1,
  },
  { in: "/message_quotas/{uid}", like: "resource.data.count + N", is: "one message more in the window", value: 1 },
  { in: "isEventOfMySchool", like: "parts.size() == N", is: "a mixer's id is {mixerId}_{school}: two parts", value: 2 },
  { in: "isEventOfMySchool", like: "parts[N]", is: "the second part of a mixer's id is its school", value: 1 },
  { in: "schoolOfToken", like: "split('@')[N]", is: "the school is what follows the @", value: 1 },
  { in: "isValidMessage", like: "message.text.trim().size() > N", is: "a message is not blank", value: 0 },
  { in: "isMatchable", like: "trim().size() > N", is: "a first name and a class level are not blank", value: 0 },
  { in: "isMatchable", like: "preferred_meal_times.size() > N", is: "at least one meal time", value: 0 },
  {
    in: "isAllowedMeetAgainWith",
    like: "difference(meal.member_ids.toSet()).size() == N",
    is: "none but the table's",
    value: 0,
  },
  {
    in: "isAllowedMeetAgainWith",
    like: "meet_again == (chosen.size() > N)",
    is: "meet_again says whether anyone was chosen",
    value: 0,
  },
  { in: "isValidReport", like: "reported_uid.size() > N", is: "a uid is not empty", value: 0 },
  { in: "isValidReport", like: "match_id.size() > N &&", is: "a match id is not empty", value: 0 },
  { in: "isValidEvidence", like: "(ids.size() == N || report.kind", is: "no messages, or a report's", value: 0 },
];

/**
 * Lists the rules check element by element (the rules language has no loops): how many elements
 * each function writes out, indices and size guards together.
 */
const ELEMENTS: readonly Elements[] = [
  { in: "areInterests", elements: "INTERESTS_MAX", value: INTERESTS_MAX },
  { in: "areMealSlots", elements: "the most preferred meal times (RULES_ONLY_LIMITS' 20)", value: 20 },
  { in: "allAfter", elements: "the most slots a meal day has (RULES_ONLY_LIMITS' 8)", value: 8 },
  { in: "isValidEvidence", elements: "REPORTED_MESSAGES_MAX", value: REPORTED_MESSAGES_MAX },
  { in: "hasFiledForSafety", elements: "TABLE_MAX_SEATS", value: TABLE_MAX_SEATS },
  { in: ["isReportedMessage", "hasAnotherStillIn"], elements: "TABLE_MAX_SEATS", value: TABLE_MAX_SEATS },
  { in: "isClosedFor", elements: "LUNCH_MAX_MEMBERS", value: LUNCH_MAX_MEMBERS },
];

describe("firestore.rules and the domain's constants", () => {
  it("explains every number in the rules by the domain constant it is, and finds them equal", () => {
    expect(checkRulesLimits(RULES, [...LIMITS, ...RULES_ONLY_LIMITS, ...NOT_LIMITS, ...ELEMENTS])).toEqual([]);
  });

  it("reads the rules' numbers at all: every duration.value and every limit named above", () => {
    const { found } = occurrences(RULES);
    expect(found.filter((number) => number.unit !== null).length).toBeGreaterThanOrEqual(20);
    expect(found.some((number) => number.scope === "isValidMessage" && number.value === MESSAGE_MAX_LENGTH)).toBe(true);
    expect(
      found.some((number) => number.scope === "isAtTheDoor" && number.value === CHECK_IN_OPENS_BEFORE_START_MS),
    ).toBe(true);
  });
});

describe("the check itself", () => {
  const rules = `
    service cloud.firestore {
      match /databases/{database}/documents {
        match /quotas/{uid} {
          allow update: if request.resource.data.count <= 20;
        }
        // A comment's numbers (30, duration.value(5, 'm')) and a string's ('{1,64}') are no limits.
        function isValidMessage(message) {
          return message.text.size() <= 1000 && message.id.matches('[a-z]{1,64}')
            && request.time < message.slot + duration.value(7, 'd');
        }
        function areTags(list) {
          return (list.size() < 1 || list[0] is string) && (list.size() < 2 || list[1] is string);
        }
      }
    }`;
  const table: readonly Explanation[] = [
    { in: "/quotas/{uid}", like: "count <= N", is: "MESSAGES_PER_WINDOW", value: 20 },
    { in: "isValidMessage", like: "text.size() <= N", is: "MESSAGE_MAX_LENGTH", value: 1000 },
    { in: "isValidMessage", like: "duration.value(N, 'd')", is: "CHAT_OPEN_AFTER_MEAL_MS", value: 7 * 86_400_000 },
    { in: "areTags", elements: "TAGS_MAX", value: 2 },
  ];

  it("passes when every number is explained and equal", () => {
    expect(checkRulesLimits(rules, table)).toEqual([]);
  });

  it("does not mind spaces and line breaks", () => {
    const reformatted = rules
      .replace("text.size() <= 1000", "text . size ( )\n            <=   1000")
      .replace("duration.value(7, 'd')", "duration.value( 7 ,'d' )");
    expect(checkRulesLimits(reformatted, table)).toEqual([]);
  });

  it("fails on a new number no entry explains, and says what to add to the table", () => {
    const problems = checkRulesLimits(
      rules.replace("return message.text", "return message.tags.size() <= 6 && message.text"),
      table,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("firestore.rules:9 (isValidMessage): 6 in");
    expect(problems[0]).toContain(
      'A new limit in the rules needs its domain constant: add { in: "isValidMessage", like: "message.tags.size() <= N", is: "THE_CONSTANT", value: THE_CONSTANT } to LIMITS',
    );
  });

  it("says a new duration's milliseconds", () => {
    const problems = checkRulesLimits(
      rules.replace("<= 20;", "<= 20 && request.time > duration.value(90, 'd');"),
      table,
    );
    expect(problems).toEqual([expect.stringContaining(`like: "duration.value(N, 'd')"`)]);
    expect(problems[0]).toContain(`(${90 * 86_400_000} ms)`);
  });

  it("fails when the domain's constant and the rules' number differ", () => {
    const changed = table.map((entry) =>
      "is" in entry && entry.is === "CHAT_OPEN_AFTER_MEAL_MS" ? { ...entry, value: 14 * 86_400_000 } : entry,
    );
    expect(checkRulesLimits(rules, changed)).toEqual([
      expect.stringContaining(`is ${7 * 86_400_000} ms but CHAT_OPEN_AFTER_MEAL_MS is ${14 * 86_400_000} ms`),
    ]);
    expect(checkRulesLimits(rules.replace("<= 1000", "<= 2000"), table)).toEqual([
      expect.stringContaining("is 2000 but MESSAGE_MAX_LENGTH is 1000"),
    ]);
  });

  it("fails when a list's elements written out are not as many as its constant", () => {
    expect(
      checkRulesLimits(
        rules,
        table.map((entry) => ("elements" in entry ? { ...entry, value: 3 } : entry)),
      ),
    ).toEqual([expect.stringContaining("areTags checks the elements 0, 1 of its list one by one, but TAGS_MAX is 3")]);
  });

  it("fails on an entry that explains nothing any more", () => {
    expect(
      checkRulesLimits(rules, [...table, { in: "isValidMessage", like: "id.size() <= N", is: "ID_MAX", value: 64 }]),
    ).toEqual([expect.stringContaining("explains no number in firestore.rules any more")]);
  });
});
