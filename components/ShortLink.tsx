import { isolate, webUrl, withoutScheme } from '../lib/web-url';

/**
 * A short link as every surface shows it: schemeless, whole (base.css), isolated, left to right,
 * the full address its tooltip; a link if http(s), else text (as with `text`: in an option).
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
