import { afterEach, describe, expect, it } from "vitest";
import { inertEverythingBut } from "../../../../src/shared/ui/inertEverythingBut";

afterEach(() => document.body.replaceChildren());

function page() {
  document.body.innerHTML = `
    <div id="root">
      <header id="header"></header>
      <main id="main"><div id="dialog"><button id="inside">Skip</button></div><section id="hero"></section></main>
      <footer id="footer" inert></footer>
    </div>
    <div id="toast"></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return byId;
}

describe("inertEverythingBut", () => {
  it("makes everything around the element inert, and leaves the element and its ancestors usable", () => {
    const byId = page();
    inertEverythingBut(byId("dialog"));
    for (const id of ["header", "hero", "footer", "toast"]) expect(byId(id), id).toHaveAttribute("inert");
    for (const id of ["root", "main", "dialog", "inside"]) expect(byId(id), id).not.toHaveAttribute("inert");
  });

  it("undoes what it did, and only that", () => {
    const byId = page();
    const undo = inertEverythingBut(byId("dialog"));
    undo();
    for (const id of ["header", "hero", "toast"]) expect(byId(id), id).not.toHaveAttribute("inert");
    expect(byId("footer"), "inert before").toHaveAttribute("inert");
  });
});
