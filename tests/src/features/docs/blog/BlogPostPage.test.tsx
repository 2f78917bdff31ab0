import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../../../../src/features/docs/blog/blogPosts";
import { expectHeadingOutline, metaDescription } from "../../../../support/pageHead";
import { renderApp } from "../../../../support/renderApp";

describe("Blog post (/blog/:slug)", () => {
  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    "shows %s with its title, date and author",
    async (slug, post) => {
      renderApp(`/blog/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
      expect(document.querySelector(`time[datetime="${post.publishedOn}"]`)).toBeInTheDocument();
      expect(screen.getByText(`By ${post.author}`)).toBeInTheDocument();
      expect(document.title).toBe(`${post.title} · Strangers`);
      expect(metaDescription()).toBe(post.description);
      expectHeadingOutline();
    },
  );

  it("renders the body: its paragraphs and its list", async () => {
    renderApp("/blog/your-first-strangers-meal");
    await screen.findByRole("heading", { level: 1, name: "Your first Strangers meal: what to expect" });
    expect(screen.getByText(/^Feeling a bit nervous before your first Strangers meal/)).toBeInTheDocument();
    expect(screen.getByText(/^Ask open questions\./).tagName).toBe("LI");
  });

  it("links back to the blog", async () => {
    renderApp("/blog/your-first-strangers-meal");
    await screen.findByRole("heading", { level: 1, name: "Your first Strangers meal: what to expect" });
    const back = screen.getAllByRole("link", { name: "Back to the blog" });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute("href", "/blog");
  });

  it("shows the 404 page for an unknown post", async () => {
    renderApp("/blog/no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "This table is empty" })).toBeInTheDocument();
    expect(document.title).toBe("Page not found · Strangers");
  });
});
