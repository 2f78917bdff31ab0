/** Copy of the blog pages (/blog and /blog/<slug>); the posts themselves are in content/blogPosts. */
export const blogCopy = {
  title: "Blog",
  heading: "Blog",
  intro: "Stories, tips and news from the Strangers table: how students meet, what we're learning, and what's next.",
  description:
    "Stories, tips and news from Strangers: how students meet new people over a meal, and what we're learning along the way.",
  readPost: "Read the post",
  byline: "By",
  backToBlog: "Back to the blog",
} as const;
