// Reads every number in firestore.rules' code (comments and strings aside) and asks a table to
// explain each: the domain constant it must equal (duration.value(N, 'unit') in milliseconds, any
// other number as it is), or, for a number that is no limit, why it is what it is. Used by
// rulesConstants.test.ts. Whitespace and line breaks do not matter: the rules and the table's
// patterns are compared token by token.

/** Where a number stands: the rules function around it, or the path of the match block. */
export type Scope = string;

interface Base {
  /** The function (`isValidMessage`) or match path (`/message_quotas/{uid}`) the number is in: one or several. */
  readonly in: Scope | readonly Scope[];
}

/** A number a pattern points at, e.g. `like: "text.size() <= N"` (N is the number). */
export interface Limit extends Base {
  /** Tokens around the number, N standing for it: "duration.value(N, 'm')", "text.size() <= N". */
  readonly like: string;
  /** What it must equal: the domain constant's name, as the failure messages say it ("TABLE_MAX_SEATS - 1"). */
  readonly is: string;
  /** Its value: milliseconds for a duration, otherwise the number itself. */
  readonly value: number;
}

/**
 * The rules language has no loops, so a list is checked element by element, each by its index
 * (`list[3]`) behind a guard on the size (`size <= 3 ||`, `size() < 4 ||`, `size() > 3 &&`). These
 * numbers are the elements 0, 1, 2…: the function checks exactly `value` elements, no fewer.
 */
export interface Elements extends Base {
  readonly elements: string;
  readonly value: number;
}

export type Explanation = Limit | Elements;

const isElements = (entry: Explanation): entry is Elements => "elements" in entry;

interface Token {
  readonly text: string;
  readonly kind: "number" | "string" | "word" | "punct";
  readonly at: number;
}

const TOKEN =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(\d+(?:\.\d+)?)|([A-Za-z_$][\w$]*)|(<=|>=|==|!=|&&|\|\||\S)/g;

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  for (const match of source.matchAll(TOKEN)) {
    const [, comment, string, number, word, punct] = match;
    if (comment !== undefined) continue;
    const at = match.index;
    if (string !== undefined) tokens.push({ text: string.replace(/^"|"$/g, "'"), kind: "string", at });
    else if (number !== undefined) tokens.push({ text: number, kind: "number", at });
    else if (word !== undefined) tokens.push({ text: word, kind: "word", at });
    else if (punct !== undefined) tokens.push({ text: punct, kind: "punct", at });
  }
  return tokens;
}

/** Tokens as a person writes them: "duration.value(N, 'm')", "list[0].size() <= N". */
export function render(tokens: readonly Pick<Token, "text">[]): string {
  let out = "";
  let previous = "";
  for (const { text } of tokens) {
    const noSpaceBefore =
      previous === "" ||
      /^[.([!]$/.test(previous) ||
      /^[.)\],]$/.test(text) ||
      ((text === "(" || text === "[") && /^[\w$\])']/.test(previous));
    out += (noSpaceBefore ? "" : " ") + text;
    previous = text;
  }
  return out;
}

/** The name of the innermost function or match block around each token (`function f(...) {` / `match /p {`). */
function scopes(tokens: readonly Token[], source: string): Scope[] {
  const names: Scope[] = [];
  const stack: (Scope | null)[] = [];
  let pending: Scope | null = null;
  let inMatchPath = false;
  let matchPathStart = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const previous = tokens[index - 1];
    if (token.kind === "word" && token.text === "function" && tokens[index + 1]?.kind === "word") {
      pending = (tokens[index + 1] as Token).text;
    } else if (token.kind === "word" && token.text === "match") {
      inMatchPath = true;
      matchPathStart = token.at + token.text.length;
    } else if (token.text === "{") {
      if (inMatchPath && previous?.text === "/") {
        // A wildcard of the path: /users/{uid}.
        stack.push(null);
      } else if (inMatchPath) {
        pending = source.slice(matchPathStart, token.at).replace(/\s+/g, "");
        inMatchPath = false;
        stack.push(pending);
        pending = null;
      } else {
        stack.push(pending);
        pending = null;
      }
    } else if (token.text === "}") {
      stack.pop();
    }
    names.push(stack.findLast((name) => name !== null) ?? "(top)");
  }
  return names;
}

const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/** A number of the rules: where, its value (milliseconds for duration.value(N, unit)), and its tokens' index. */
export interface Occurrence {
  readonly line: number;
  readonly scope: Scope;
  readonly index: number;
  readonly literal: string;
  readonly value: number;
  readonly unit: string | null;
}

export function occurrences(source: string): { tokens: Token[]; found: Occurrence[] } {
  const tokens = tokenize(source);
  const names = scopes(tokens, source);
  const found: Occurrence[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== "number") return;
    const before = tokens.slice(Math.max(0, index - 4), index).map((t) => t.text);
    const unitToken = tokens[index + 2];
    const isDuration =
      before.join(" ") === "duration . value (" && tokens[index + 1]?.text === "," && unitToken?.kind === "string";
    const unit = isDuration ? (unitToken as Token).text.slice(1, -1) : null;
    const number = Number(token.text);
    found.push({
      line: source.slice(0, token.at).split("\n").length,
      scope: names[index] as Scope,
      index,
      literal: token.text,
      unit,
      value: unit === null ? number : number * (UNIT_MS[unit] ?? Number.NaN),
    });
  });
  return { tokens, found };
}

const scopesOf = (entry: Explanation): readonly Scope[] => (typeof entry.in === "string" ? [entry.in] : entry.in);

/** Does `like` (N for the number) fit the tokens around the number at `index`? */
function fits(like: string, tokens: readonly Token[], index: number): boolean {
  const pattern = tokenize(like);
  const n = pattern.findIndex((t) => t.text === "N");
  if (n < 0) return false;
  const start = index - n;
  if (start < 0 || start + pattern.length > tokens.length) return false;
  return pattern.every((t, i) => (i === n ? true : tokens[start + i]?.text === t.text));
}

/** The element a size guard stands before (`(size <= 3 || list[3]`, `(ids.size() < 4 || ids[3]`), or null. */
function guardedIndex(tokens: readonly Token[], index: number): number | null {
  const operator = tokens[index - 1]?.text;
  if (operator !== "<=" && operator !== "<" && operator !== ">") return null;
  // Walk back over the operand: size, list.size(), ids.size().
  let start = index - 1;
  for (;;) {
    const text = tokens[start - 1]?.text;
    if (text === ")" && tokens[start - 2]?.text === "(") start -= 2;
    else if (text === "." || tokens[start - 1]?.kind === "word") start--;
    else break;
  }
  if (start === index - 1 || tokens[start - 1]?.text !== "(") return null;
  // The group it opens, to its closing parenthesis.
  let depth = 1;
  let end = start;
  while (end < tokens.length && depth > 0) {
    const text = (tokens[end] as Token).text;
    if (text === "(") depth++;
    if (text === ")") depth--;
    end++;
  }
  const number = Number(tokens[index]?.text);
  const element = operator === "<" ? number - 1 : number;
  for (let i = index + 1; i < end - 1; i++) {
    if (tokens[i]?.text === "[" && tokens[i + 2]?.text === "]" && Number(tokens[i + 1]?.text) === element)
      return element;
  }
  return null;
}

/** The element a number names in an unrolled list: an index (`list[3]`) or its size guard, or null. */
function elementOf(tokens: readonly Token[], index: number): number | null {
  if (tokens[index - 1]?.text === "[" && tokens[index + 1]?.text === "]") return Number(tokens[index]?.text);
  return guardedIndex(tokens, index);
}

/** A short pattern to explain the number at `index`: the tokens of its comparison or call, N for it. */
function suggestLike(tokens: readonly Token[], occurrence: Occurrence): string {
  const { index } = occurrence;
  const stop = new Set(["&&", "||", "return", ";", "?", ":", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/"]);
  let start = index;
  if (occurrence.unit !== null) start = index - 4;
  else {
    // The operator before the number, then its operand back to the start of the expression.
    const operator = tokens[index - 1]?.text ?? "";
    start = stop.has(operator) || operator === "," || operator === "[" ? index - 1 : index;
    let depth = 0;
    while (start > 0 && index - start < 8) {
      const text = (tokens[start - 1] as Token).text;
      if (text === ")" || text === "]") depth++;
      else if (text === "(" || text === "[") {
        if (depth === 0) {
          // A call's opening parenthesis: keep its name (isText(profile.bio, N)).
          if (text === "(" && tokens[start - 2]?.kind === "word" && tokens[index - 1]?.text === ",") start -= 2;
          break;
        }
        depth--;
      } else if (depth === 0 && (stop.has(text) || text === ",")) break;
      start--;
    }
  }
  let end = index + 1;
  if (occurrence.unit !== null) end = index + 4;
  else if (tokens[index - 1]?.text === "," && tokens[index + 1]?.text === ")") end = index + 2;
  else if (tokens[index - 1]?.text === "[") end = index + 2;
  return render(tokens.slice(start, end).map((t, i) => (start + i === index ? { text: "N" } : t)));
}

/** What firestore.rules' numbers fail against the table: one sentence per problem, none when all agree. */
export function checkRulesLimits(source: string, table: readonly Explanation[]): string[] {
  const { tokens, found } = occurrences(source);
  const problems: string[] = [];
  const used = new Set<Explanation>();
  const elementsSeen = new Map<Elements, Set<number>>();
  const quote = (occurrence: Occurrence) => {
    const line = source.split("\n")[occurrence.line - 1]?.trim() ?? "";
    return `firestore.rules:${occurrence.line} (${occurrence.scope}): ${occurrence.literal}${
      occurrence.unit === null ? "" : ` ${occurrence.unit}`
    } in \`${line}\``;
  };
  for (const occurrence of found) {
    const here = table.filter((entry) => scopesOf(entry).includes(occurrence.scope));
    const elements = here.find(isElements);
    const element = elements ? elementOf(tokens, occurrence.index) : null;
    if (elements && element !== null) {
      used.add(elements);
      const seen = elementsSeen.get(elements) ?? new Set<number>();
      seen.add(element);
      elementsSeen.set(elements, seen);
      continue;
    }
    const limit = here.find(
      (entry): entry is Limit => !isElements(entry) && fits(entry.like, tokens, occurrence.index),
    );
    if (!limit && elementOf(tokens, occurrence.index) !== null && !elements) {
      problems.push(
        `${quote(occurrence)} checks one element of a list written out element by element, and the table says ` +
          `nothing of ${occurrence.scope}: add { in: "${occurrence.scope}", elements: "THE_CONSTANT", value: THE_CONSTANT } ` +
          `to ELEMENTS, THE_CONSTANT the domain's count of those elements (the rules check exactly that many); ` +
          `or, if it is no such list, { in: "${occurrence.scope}", like: "${suggestLike(tokens, occurrence)}", is: "<why>", value: ${occurrence.value} } to NOT_LIMITS.`,
      );
      continue;
    }
    if (!limit) {
      const like = suggestLike(tokens, occurrence);
      const unit = occurrence.unit === null ? "" : ` (${occurrence.value} ms)`;
      problems.push(
        `${quote(occurrence)} is explained by no entry of the table in tests/build/rulesConstants.test.ts. ` +
          `A new limit in the rules needs its domain constant: add { in: "${occurrence.scope}", like: "${like}", ` +
          `is: "THE_CONSTANT", value: THE_CONSTANT } to LIMITS${unit}, THE_CONSTANT the domain's (export it from ` +
          `domain/ if it is not yet), or to NOT_LIMITS with is: "<why it is ${occurrence.literal}>", value: ${occurrence.value} ` +
          `if it is no limit.`,
      );
      continue;
    }
    used.add(limit);
    if (limit.value !== occurrence.value) {
      const what = occurrence.unit === null ? `${occurrence.value}` : `${occurrence.value} ms`;
      const want = occurrence.unit === null ? `${limit.value}` : `${limit.value} ms`;
      problems.push(
        `${quote(occurrence)} is ${what} but ${limit.is} is ${want}: the rules and the domain must agree, change one to match the other.`,
      );
    }
  }
  for (const [entry, seen] of elementsSeen) {
    const expected = Array.from({ length: entry.value }, (_, i) => i);
    const got = [...seen].sort((a, b) => a - b);
    if (got.join() !== expected.join()) {
      problems.push(
        `${scopesOf(entry).join(", ")} checks the elements ${got.join(", ")} of its list one by one, but ${entry.elements} is ${entry.value}: ` +
          `write out exactly the elements 0 to ${entry.value - 1} (an index and its size guard each).`,
      );
    }
  }
  for (const entry of table) {
    if (!used.has(entry)) {
      problems.push(
        `The table's entry ${JSON.stringify(entry)} explains no number in firestore.rules any more: remove it, or fix its \`in\` or \`like\`.`,
      );
    }
  }
  return [...new Set(problems)];
}
