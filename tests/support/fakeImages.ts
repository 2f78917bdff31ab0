import { vi } from "vitest";

/**
 * jsdom never loads images. This stand-in for `Image` records each one asked
 * for and lets the test say which load and which fail. The AVIF probe (a data:
 * URL) always decodes.
 */
export function installFakeImages() {
  const pending: FakeImage[] = [];

  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    decoding = "auto";
    sizes = "";
    currentSrc = "";
    #src = "";
    #srcset = "";

    get src() {
      return this.#src;
    }
    set src(value: string) {
      this.#src = value;
      if (value.startsWith("data:")) queueMicrotask(() => this.onload?.());
      else pending.push(this);
    }
    get srcset() {
      return this.#srcset;
    }
    set srcset(value: string) {
      this.#srcset = value;
      pending.push(this);
    }
  }

  vi.stubGlobal("Image", FakeImage);
  const settle = (image: FakeImage, ok: boolean) => {
    pending.splice(pending.indexOf(image), 1);
    if (ok) image.onload?.();
    else image.onerror?.();
  };
  return {
    /** How many images are waiting to load. */
    pendingCount: () => pending.length,
    requested: () => pending.map((image) => image.srcset || image.src),
    loadAll: () => {
      for (const image of [...pending]) settle(image, true);
    },
    load: (count: number) => {
      for (const image of pending.slice(0, count)) settle(image, true);
    },
    /** Fails the first image whose sources mention `fragment`. */
    fail: (fragment: string) => {
      const image = pending.find((candidate) => (candidate.srcset || candidate.src).includes(fragment));
      if (image === undefined) throw new Error(`No pending image matches ${fragment}`);
      settle(image, false);
    },
  };
}
