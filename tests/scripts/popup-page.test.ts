import { describe, expect, it } from 'vitest';
import { popupPage } from '../../scripts/popup-page';

// The built popup.html fetches only its early script at first (scripts/popup-page.ts): the
// stylesheets are written in, and the module's address moves onto the early script.

const PAGE = `<!DOCTYPE html><html><head>
<script type="module" crossorigin src="/chunks/popup-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/popup-1.css">
<link rel="stylesheet" crossorigin href="/assets/base-2.css">
</head><body><div id="root"></div>
<script  src="/popup-early.js"></script>
</body></html>`;
const bundle = {
  'assets/popup-1.css': { type: 'asset', source: 'main{padding:12px}' },
  'assets/base-2.css': { type: 'asset', source: new TextEncoder().encode(':root{color:red}') },
};
const transform = (html: string, files: Record<string, { type: string; source?: unknown }>) =>
  popupPage.transformIndexHtml.handler(html, { bundle: files });

describe('the built popup page', () => {
  it('writes the styles in, in their order, and names the module on the early script', () => {
    const html = transform(PAGE, bundle);
    expect(html).not.toMatch(/<link|type="module"/);
    expect(html).toContain('<style>main{padding:12px}</style>\n<style>:root{color:red}</style>');
    expect(html).toContain('<script  src="/popup-early.js" data-flow="/chunks/popup-abc.js">');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('leaves the other pages as they are', () => {
    const options = PAGE.replace('/popup-early.js', '/options.js');
    expect(transform(options, bundle)).toBe(options);
  });

  it('fails the build rather than ship a popup that loads nothing', () => {
    expect(() => transform(PAGE.replace(/<script type="module".*\n/, ''), bundle)).toThrow(
      /module/,
    );
    expect(() => transform(PAGE, { 'assets/popup-1.css': bundle['assets/popup-1.css'] })).toThrow(
      /base-2\.css/,
    );
    const closing = { ...bundle, 'assets/base-2.css': { type: 'asset', source: 'a{}</style>' } };
    expect(() => transform(PAGE, closing)).toThrow(/base-2\.css/);
  });
});
