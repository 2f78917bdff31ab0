/** Why the build in `dir` must not be deployed; an empty list when it may (scripts/check-deploy.mjs). */
export function deployProblems(dir: string, env?: Readonly<Record<string, string | undefined>>): string[];
