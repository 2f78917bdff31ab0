/**
 * Makes the whole document inert except `element` (and what it contains): the
 * siblings of the element and of each of its ancestors. Returns the undo, which
 * leaves alone whatever was inert before.
 */
export function inertEverythingBut(element: Element): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: Element | null = element; node !== null && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute("inert")) continue;
      sibling.setAttribute("inert", "");
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const sibling of madeInert) sibling.removeAttribute("inert");
  };
}
