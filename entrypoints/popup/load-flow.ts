/**
 * Loads the popup's module (main.ts), whose address the build moves from the page onto this
 * script (scripts/popup-page.ts), so that the browser fetches it only once this script's own
 * requests are out. Without the address (`wxt dev`), the page loads its module itself.
 */
export function loadFlow(script: HTMLOrSVGScriptElement | null): void {
  const src = script instanceof HTMLScriptElement ? script.dataset.flow : undefined;
  if (!src) return;
  const module = document.createElement('script');
  module.type = 'module';
  module.src = src;
  document.head.append(module);
}
