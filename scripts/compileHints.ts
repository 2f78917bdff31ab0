/**
 * Explicit compile hints (Chrome 136, https://v8.dev/blog/explicit-compile-hints): a file that starts with
 * this comment is compiled whole as it downloads, on a background thread, instead of function by function
 * on the main thread as each is first called.
 */
export const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

/**
 * The code every page runs as it comes to life: the entry, the app's start-up code (which carries the
 * container), React and React DOM, and the router. Compiling anything else eagerly would spend the
 * background thread and memory on functions that may never run.
 */
const START_UP_MODULES = [
  /[\\/]src[\\/]app[\\/](?:main|startApp)\.tsx$/,
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
];

export function runsAtStartUp(chunk: { readonly moduleIds: readonly string[] }): boolean {
  return chunk.moduleIds.some((id) => START_UP_MODULES.some((pattern) => pattern.test(id)));
}
