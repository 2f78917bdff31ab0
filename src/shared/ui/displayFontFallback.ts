/**
 * Marks the page (`<html data-display-font="fallback">`) when the headings' face could not be used:
 * `font-display: optional` gives up on a font that is not there by the first paint, and the page
 * keeps the fallback. The fallback then drops the brand face's tight tracking (src/shared/styles/fonts.css),
 * which would make its letters touch. Measured, since `document.fonts` reports the face loaded even then:
 * a probe set in the display stack is as wide as one set in the stack without the brand face.
 */
export function markDisplayFontFallback(): void {
  void document.fonts.ready.then(() => {
    const probe = document.createElement("b");
    probe.textContent = "Strangers";
    probe.style.cssText = "position:fixed;opacity:0;font:800 40px var(--font-display)";
    document.body.append(probe);
    const width = probe.offsetWidth;
    probe.style.fontFamily = '"Bricolage Fallback",var(--font-body)';
    if (probe.offsetWidth === width) document.documentElement.dataset.displayFont = "fallback";
    probe.remove();
  });
}
