/** Relative luminance of a "#rrggbb" colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Ink or white, whichever reads better on `background`. */
export function readableTextColor(background: string, ink = "#111014", white = "#ffffff"): string {
  const behind = luminance(background);
  return contrast(behind, luminance(ink)) >= contrast(behind, luminance(white)) ? ink : white;
}
