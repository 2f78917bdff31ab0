/**
 * jsdom has no `matchMedia`. This one answers width and reduced-motion queries
 * from a screen the test describes, and tells listeners when the test changes it.
 */
export interface FakeScreen {
  width: number;
  reducedMotion: boolean;
}

const screen: FakeScreen = { width: 1440, reducedMotion: false };
const lists = new Set<{ query: string; listeners: Set<() => void> }>();

function matches(query: string): boolean {
  if (query.includes("prefers-reduced-motion: reduce")) return screen.reducedMotion;
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return screen.width <= Number(max[1]);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return screen.width >= Number(min[1]);
  return false;
}

export function installFakeMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Changes the described screen; queries whose answer changed notify their listeners. */
export function setFakeScreen(change: Partial<FakeScreen>): void {
  const before = new Map([...lists].map((entry) => [entry, matches(entry.query)]));
  Object.assign(screen, change);
  for (const [entry, was] of before) {
    if (matches(entry.query) !== was) for (const listener of entry.listeners) listener();
  }
}

export function resetFakeScreen(): void {
  Object.assign(screen, { width: 1440, reducedMotion: false });
  lists.clear();
}
