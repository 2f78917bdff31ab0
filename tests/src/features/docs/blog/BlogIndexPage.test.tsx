import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogCopy } from "../../../../../src/features/docs/blog/blogCopy";
import { blogPosts } from "../../../../../src/features/docs/blog/blogPosts";
import { expectHeadingOutline, metaDescription } from "../../../../support/pageHead";
import { renderApp } from "../../../../support/renderApp";

async function openBlog() {
  const view = renderApp("/blog");
  await screen.findByRole("heading", { level: 1, name: "Blog" });
  return view;
}

function postCards(): HTMLElement[] {
  return screen.getAllByRole("article");
}

describe("Blog index (/blog)", () => {
  it("lists every post, newest first, each title linking to its page", async () => {
    await openBlog();
    const newestFirst = [...blogPosts].sort((a, b) => Date.parse(b.publishedOn) - Date.parse(a.publishedOn));
    const cards = postCards();
    expect(cards).toHaveLength(blogPosts.length);
    cards.forEach((card, index) => {
      const post = newestFirst[index];
      if (post === undefined) throw new Error("more cards than posts");
      const link = within(card).getByRole("link");
      expect(link).toHaveAccessibleName(post.title);
      expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
      expect(within(card).getByText(post.description)).toBeInTheDocument();
    });
  });

  it("dates each post", async () => {
    await openBlog();
    const [newest] = postCards();
    const time = (newest as HTMLElement).querySelector("time");
    expect(time).toHaveAttribute("dateTime", "2025-08-28");
    expect(time).toHaveTextContent("August 28, 2025");
  });

  it("opens a post from its card", async () => {
    const view = await openBlog();
    await view.user.click(screen.getByRole("link", { name: "Why eating with strangers beats eating alone" }));
    await waitFor(() => expect(view.path()).toBe("/blog/why-eating-with-strangers-beats-eating-alone"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Why eating with strangers beats eating alone" }),
    ).toBeInTheDocument();
  });

  it("sets its title and meta description, with one h1 and post titles as h2s", async () => {
    await openBlog();
    expect(document.title).toBe("Blog · Strangers");
    expect(metaDescription()).toBe(blogCopy.description);
    expectHeadingOutline();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(blogPosts.length);
  });
});
