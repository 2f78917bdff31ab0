/**
 * Marks the page (`<html data-display-font="fallback">`) when the headings' face could not be used:
 * `font-display: optional` gives up on a font that is not there by the first paint, and the page
 * keeps the fallback. The fallback then drops the brand face's tight tracking (src/shared/styles/fonts.css),
 * which would make its letters touch. Measured, since `document.fonts` reports the face loaded even then:
 * a probe set in the display stack is as wide as one set in the stack without the brand face.
 * It measures once the next frame is drawn, in a task of its own: the page's layout is then done, so
 * the probe's is all there is to lay out (measured earlier, it laid out the whole page in start-up's task).
 */
export function markDisplayFontFallback(): void {
  requestAnimationFrame(() => setTimeout(() => void document.fonts.ready.then(measure)));
}

function measure(): void {
  const probe = document.createElement("b");
  probe.textContent = "Strangers";
  probe.style.cssText = "position:fixed;opacity:0;font:800 40px var(--font-display)";
  document.body.append(probe);
  const width = probe.offsetWidth;
  probe.style.fontFamily = '"Bricolage Fallback",var(--font-body)';
  if (probe.offsetWidth === width) document.documentElement.dataset.displayFont = "fallback";
  probe.remove();
}
