import { isolate, webUrl, withoutScheme } from '../lib/web-url';

/**
 * A short link, as every surface shows it: without its scheme, in the accent colour, whole (it
 * wraps rather than being cut, and in a row the text beside it gives way: base.css). A link to
 * it when it is an http(s) address; `text` where it can't be one (inside an option, the popup's
 * card), and always for any other address. Read left to right and isolated (its text in a
 * <bdi>), the whole address its tooltip.
 */
export function ShortLink({ url, text }: { url: string; text?: boolean }) {
  const href = webUrl(url);
  const shown = { className: 'short-link', title: isolate(url) };
  const words = withoutScheme(url);
  if (!href || text) {
    return (
      <bdi {...shown} dir="ltr">
        {words}
      </bdi>
    );
  }
  return (
    <a {...shown} href={href} target="_blank" rel="noreferrer">
      <bdi dir="ltr">{words}</bdi>
    </a>
  );
}
