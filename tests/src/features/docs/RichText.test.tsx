import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Block, RichText as RichTextValue } from "../../../../src/features/docs/documentTypes";
import { Blocks, RichText } from "../../../../src/features/docs/RichText";

function renderInRouter(element: ReactElement) {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={element} />
        <Route path="/safety" element={<h1>Safety page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("RichText", () => {
  const text: RichTextValue = [
    "See our ",
    { text: "guidelines", href: "/safety" },
    ", write to ",
    { text: "support@strangers.app", href: "mailto:support@strangers.app" },
    " or read ",
    { text: "the OSMF policy", href: "https://osmfoundation.org/wiki/Privacy_Policy" },
    ".",
  ];

  it("keeps the text around the links, in order", () => {
    renderInRouter(
      <p data-testid="text">
        <RichText text={text} />
      </p>,
    );
    expect(screen.getByTestId("text")).toHaveTextContent(
      "See our guidelines, write to support@strangers.app or read the OSMF policy (opens in a new tab).",
    );
  });

  it("opens other sites in a new tab with noopener noreferrer, and says so to screen readers", () => {
    renderInRouter(<RichText text={text} />);
    const external = screen.getByRole("link", { name: /^the OSMF policy/ });
    // The warning is read out, not shown (jsdom drops the space from the accessible name; browsers keep it).
    expect(external).toHaveTextContent("the OSMF policy (opens in a new tab)");
    expect(within(external).getByText("(opens in a new tab)")).toHaveClass("visually-hidden");
    expect(external).toHaveAttribute("href", "https://osmfoundation.org/wiki/Privacy_Policy");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps mail links and app routes in the same tab", () => {
    renderInRouter(<RichText text={text} />);
    const mail = screen.getByRole("link", { name: "support@strangers.app" });
    expect(mail).toHaveAttribute("href", "mailto:support@strangers.app");
    expect(mail).not.toHaveAttribute("target");
    const internal = screen.getByRole("link", { name: "guidelines" });
    expect(internal).toHaveAttribute("href", "/safety");
    expect(internal).not.toHaveAttribute("target");
  });

  it("navigates app routes through the router", async () => {
    renderInRouter(<RichText text={text} />);
    screen.getByRole("link", { name: "guidelines" }).click();
    expect(await screen.findByRole("heading", { name: "Safety page" })).toBeInTheDocument();
  });

  it.each([
    ["a javascript: URL", "javascript:alert(1)"],
    ["a javascript: URL in capitals and spaces", " JavaScript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a plain http: URL", "http://example.com/"],
    ["a protocol-relative URL", "//evil.example/"],
    ["a path browsers read as protocol-relative", "/\\evil.example/"],
    ["an ftp: URL", "ftp://example.com/file"],
  ])("shows a link to %s as its text only, never as a link", (_case, href) => {
    renderInRouter(<RichText text={["Read ", { text: "this", href }, "."]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/this/)).toBeInTheDocument();
  });

  it("shows markup in the copy as text, never as HTML", () => {
    const { container } = render(<RichText text={'<img src="x" onerror="alert(1)"><b>bold</b>'} />);
    expect(container.querySelector("img, b")).toBeNull();
    expect(container).toHaveTextContent('<img src="x" onerror="alert(1)"><b>bold</b>');
  });
});

describe("Blocks", () => {
  it("renders paragraphs as paragraphs and lists as bulleted lists, in order", () => {
    const blocks: Block[] = [
      { kind: "paragraph", text: "First paragraph." },
      { kind: "list", items: ["one;", ["two, with ", { text: "a link", href: "/safety" }, ";"]] },
      { kind: "paragraph", text: "Last paragraph." },
    ];
    const { container } = render(
      <MemoryRouter>
        <Blocks blocks={blocks} />
      </MemoryRouter>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect([...wrapper.children].map((child) => child.tagName)).toEqual(["P", "UL", "P"]);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["one;", "two, with a link;"]);
    expect(screen.getByRole("link", { name: "a link" })).toHaveAttribute("href", "/safety");
  });
});
