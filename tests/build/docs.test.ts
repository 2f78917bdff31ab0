// The docs keep themselves honest (issue 32): the README stays short enough for a newcomer, every
// relative link in it and in docs/ leads to a file (and an #anchor to a heading of that file), and
// docs/tree.md lists the folders as they are. Plain file reading: no build, no browser.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const README_MAX_LINES = 150;

/** The folders whose every direct subfolder docs/tree.md must list. */
const TREE_ROOTS = ["domain/", "adapters/", "src/app/", "src/pages/", "src/features/", "src/shared/", "functions/src/"];

const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");

function docsFiles(): string[] {
  const docs = readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs.sort()];
}

/** The file's lines outside fenced code blocks (what GitHub renders as Markdown), each with its number. */
function proseLines(markdown: string): { readonly text: string; readonly line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split("\n").forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence === null && opening) {
      fence = opening[1] ?? null;
    } else if (fence !== null) {
      if (text.trim().startsWith(fence)) fence = null;
    } else {
      lines.push({ text, line: index + 1 });
    }
  });
  return lines;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "").replace(/\s/g, "-");
}

/** Every anchor of a Markdown file's headings; a repeated heading gets -1, -2… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown file's prose: [text](target), and src/href of inline HTML. Code spans skipped. */
function linksOf(markdown: string): { readonly target: string; readonly line: number }[] {
  const links: { target: string; line: number }[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1] ?? "", line });
    }
    for (const match of prose.matchAll(/\b(?:src|href)="([^"]+)"/g)) links.push({ target: match[1] ?? "", line });
  }
  return links;
}

/**
 * What is wrong with the relative links of `file` (a path from the repository root): a target that
 * does not exist, or an #anchor that no heading of the target makes. Web addresses are not followed.
 */
function brokenLinks(file: string, markdown: string, readFile: (path: string) => string | null): string[] {
  const problems: string[] = [];
  for (const { target, line } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
    const targetPath = pathPart === "" ? file : relative(ROOT, resolve(ROOT, dirname(file), decodeURI(pathPart)));
    const where = `${file}:${line} → ${target}`;
    const content = readFile(targetPath);
    if (content === null) {
      problems.push(`${where}: no such file (${targetPath})`);
      continue;
    }
    if (anchor !== undefined && !anchorsOf(content).has(anchor)) {
      problems.push(`${where}: no heading makes #${anchor} in ${targetPath}`);
    }
  }
  return problems;
}

/**
 * The folders of docs/tree.md's tree: its first fenced block, one folder per line, two spaces of
 * indent per level, the name ending in "/", then what it holds. A line in any other shape is a problem.
 */
function treeFolders(markdown: string): { readonly folders: string[]; readonly problems: string[] } {
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(markdown);
  if (!block) return { folders: [], problems: ["docs/tree.md has no fenced tree"] };
  const folders: string[] = [];
  const problems: string[] = [];
  const parents: string[] = [];
  for (const text of (block[1] ?? "").split("\n")) {
    if (text.trim() === "") continue;
    const entry = /^((?: {2})*)([^\s/][^\s]*\/)(?:\s{2,}\S.*)?$/.exec(text);
    const indent = entry?.[1] ?? "";
    const name = entry?.[2];
    const depth = indent.length / 2;
    if (name === undefined || depth > parents.length) {
      problems.push(`not one indented folder ending in "/": ${JSON.stringify(text)}`);
      continue;
    }
    parents.length = depth;
    const folder = parents.join("") + name;
    parents.push(name);
    folders.push(folder);
  }
  return { folders, problems };
}

/** How the tree and the disk disagree: listed folders that are not there, and folders under the roots not listed. */
function treeMismatches(
  folders: readonly string[],
  isFolder: (path: string) => boolean,
  subfolders: (path: string) => string[],
): string[] {
  const listed = new Set(folders);
  const missing = folders.filter((folder) => !isFolder(folder)).map((folder) => `listed but not on disk: ${folder}`);
  const unlisted = TREE_ROOTS.flatMap((root) => [root, ...subfolders(root).map((name) => `${root}${name}/`)])
    .filter((folder) => !listed.has(folder))
    .map((folder) => `on disk but not listed: ${folder}`);
  return [...missing, ...unlisted];
}

const readIfFile = (path: string): string | null => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return null;
  return statSync(full).isFile() ? readFileSync(full, "utf8") : "";
};
const isFolder = (path: string): boolean => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();
const subfolders = (path: string): string[] =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .map((entry) => entry.name);

describe("the README", () => {
  it(`has at most ${README_MAX_LINES} lines`, () => {
    const lines = read("README.md").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe("the links of the README and docs/", () => {
  it.each(docsFiles())("%s: every relative link leads to a file and a heading", (file) => {
    expect(brokenLinks(file, read(file), readIfFile)).toEqual([]);
  });

  it("finds a missing file, a missing heading, and follows none of the web's", () => {
    const files: Record<string, string> = {
      "docs/a.md": "# Who reads and writes what (the rules)\n## `npm test`, twice\n",
    };
    const readFake = (path: string) => files[path] ?? null;
    const page = [
      "[ok](a.md#who-reads-and-writes-what-the-rules) [ok](a.md#npm-test-twice) [web](https://example.com/x.md)",
      "[gone](b.md) [no heading](a.md#nowhere) `[in code](c.md)`",
      "```",
      "[in a block](d.md)",
      "```",
      '<img src="e.webp" alt="">',
    ].join("\n");
    expect(brokenLinks("docs/page.md", page, readFake)).toEqual([
      "docs/page.md:2 → b.md: no such file (docs/b.md)",
      "docs/page.md:2 → a.md#nowhere: no heading makes #nowhere in docs/a.md",
      "docs/page.md:6 → e.webp: no such file (docs/e.webp)",
    ]);
  });

  it("makes anchors as GitHub does, repeated headings numbered", () => {
    expect(githubSlug("Ports: Store, Ledger, Records")).toBe("ports-store-ledger-records");
    expect(githubSlug("1. Opt in")).toBe("1-opt-in");
    expect(githubSlug("The byte budgets in `npm test`")).toBe("the-byte-budgets-in-npm-test");
    expect([...anchorsOf("# Tests\n## Tests\n```\n# not a heading\n```\n")]).toEqual(["tests", "tests-1"]);
  });
});

describe("docs/tree.md", () => {
  const { folders, problems } = treeFolders(read("docs/tree.md"));

  it("is one folder per line, each ending in /", () => {
    expect(problems).toEqual([]);
    expect(folders.length).toBeGreaterThan(0);
  });

  it("lists folders that exist, and every folder directly under the roots", () => {
    expect(treeMismatches(folders, isFolder, subfolders)).toEqual([]);
  });

  it("finds a folder gone, a folder not listed and a line out of shape", () => {
    const tree = ["```text", "domain/   the rules", "  gone/", "    deeper/  x", "adapters/", "  local", "```"].join(
      "\n",
    );
    const parsed = treeFolders(tree);
    expect(parsed.folders).toEqual(["domain/", "domain/gone/", "domain/gone/deeper/", "adapters/"]);
    expect(parsed.problems).toEqual(['not one indented folder ending in "/": "  local"']);
    const disk = new Set(["domain/", "domain/account/", "adapters/"]);
    const mismatches = treeMismatches(
      parsed.folders,
      (path) => disk.has(path),
      (path) => (path === "domain/" ? ["account"] : []),
    );
    expect(mismatches).toContain("listed but not on disk: domain/gone/");
    expect(mismatches).toContain("on disk but not listed: domain/account/");
    expect(mismatches).toContain("on disk but not listed: src/app/");
  });
});
