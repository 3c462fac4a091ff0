/** A short link as itself, Markdown or HTML, the title escaped for the format. */
export type CopyFormat = 'plain' | 'markdown' | 'html';

type Copyable = { short_url: string; title?: string | null };

/** One line: newlines and surrounding space in a title would break a link in both formats. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function formatLink(link: Copyable, format: CopyFormat): string {
  const text = oneLine(link.title ?? '') || link.short_url;
  switch (format) {
    case 'plain':
      return link.short_url;
    case 'markdown':
      // Brackets escaped, the address's parentheses encoded: the link's end is never ambiguous.
      return `[${text.replace(/[\\[\]]/g, '\\$&')}](${link.short_url.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    case 'html':
      return `<a href="${escapeHtml(link.short_url)}">${escapeHtml(text)}</a>`;
  }
}
