// Right to left, for `SCREENSHOTS=rtl npm run screenshots` (docs/rtl-<surface>-ar-<theme>.png):
// the toolbar popup with a link made, its QR code and its folds open, the options page and each
// side panel tab at 360 px, in Arabic, light and dark, from the production build against the
// sandbox: the surfaces e2e/rtl.spec.ts checks, as it opens them.
import { EXTENSION_DIR, launchWithExtension, type Sandbox } from '../e2e/browser.ts';
import { eachSurface, THEMES } from '../e2e/surfaces.ts';

export async function rtlPictures(sandbox: Sandbox): Promise<void> {
  for (const theme of THEMES) {
    const launched = await launchWithExtension(EXTENSION_DIR, 'ar');
    try {
      const path = 'blog/hello-world';
      await eachSurface(launched, sandbox, { theme, path }, async (_, page, name) => {
        const file = `docs/rtl-${name}-ar-${theme}.png`;
        // The popup as its window shows it; a page whole, as it scrolls.
        const fullPage = name === 'options';
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', fullPage });
        console.log(file);
      });
    } finally {
      await launched.close();
    }
  }
}
