import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../support/renderApp";

async function openTerms() {
  const view = renderApp("/terms-of-service");
  await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
  return view;
}

describe("Terms of service (spec §2 /terms-of-service)", () => {
  it("has 16 sections numbered 1 to 16 in order", async () => {
    await openTerms();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "");
    expect(headings.map((heading) => Number(/^(\d+)\. /.exec(heading)?.[1]))).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
    expect(headings[0]).toBe("1. Accepting these terms");
    expect(headings[15]).toBe("16. Contact us");
  });

  it("follows its links to other pages of the app inside the app", async () => {
    const view = await openTerms();
    const [privacy] = screen.getAllByRole("link", { name: "Privacy Policy" });
    expect(privacy).toHaveAttribute("href", "/privacy-policy");
    expect(privacy).not.toHaveAttribute("target");
    await view.user.click(privacy as HTMLElement);
    await waitFor(() => expect(view.path()).toBe("/privacy-policy"));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
  });
});
