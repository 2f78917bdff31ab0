export const notFoundCopy = {
  title: "Page not found",
  heading: "This table is empty",
  text: "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  home: "Back to the home page",
} as const;
