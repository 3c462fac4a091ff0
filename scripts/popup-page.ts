// The built popup.html, made to start its early script sooner (wxt.config.ts, `npm run bench`).

/**
 * In the page Vite writes, the browser fetches the early script, the popup's module and its two
 * stylesheets at once, and the early script, which draws the link, starts several milliseconds
 * later than it does alone. So the built page fetches only that script:
 * - the stylesheets are written into the page (a few KB; a `<style>` in the head blocks the
 *   first paint as the `<link>` did, with no fetch);
 * - the module's address moves onto the early script as `data-flow`, and the early script loads
 *   it once its own requests are out (entrypoints/popup/early.ts, `loadFlow`).
 * `wxt dev` keeps Vite's page: the early script then finds no `data-flow`, and the page loads
 * its module itself.
 */
export const popupPage = {
  name: 'snaplink:popup-page',
  apply: 'build' as const,
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string, ctx: { bundle?: Record<string, { type: string; source?: unknown }> }) {
      const early = /<script\b[^>]*\bsrc="\/popup-early\.js"/;
      if (!early.test(html)) return html;
      const module = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(
        html,
      );
      if (!module?.[1]) throw new Error('popup.html: the module to load from the early script?');
      const styles = (_: string, href: string) => {
        const source = ctx.bundle?.[href.replace(/^\//, '')]?.source;
        const css = typeof source === 'string' ? source : new TextDecoder().decode(source as never);
        if (!css || /<\/style/i.test(css)) throw new Error(`popup.html: can't inline ${href}`);
        return `<style>${css}</style>`;
      };
      return html
        .replace(module[0], '')
        .replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g, styles)
        .replace(early, (tag) => `${tag} data-flow="${module[1]}"`);
    },
  },
};
