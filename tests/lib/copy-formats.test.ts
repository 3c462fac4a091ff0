import { describe, expect, it } from 'vitest';
import { formatLink } from '../../lib/copy-formats';

const link = { short_url: 'https://sl.example/abc', title: 'A page' };

describe('formatLink', () => {
  it('copies the short link itself as plain text, whatever the title', () => {
    expect(formatLink(link, 'plain')).toBe('https://sl.example/abc');
  });

  it('makes a Markdown link of the title and the short link', () => {
    expect(formatLink(link, 'markdown')).toBe('[A page](https://sl.example/abc)');
  });

  it('makes an HTML link of the title and the short link', () => {
    expect(formatLink(link, 'html')).toBe('<a href="https://sl.example/abc">A page</a>');
  });

  it('uses the short link as the text when there is no title', () => {
    for (const title of [null, undefined, '', '   ']) {
      expect(formatLink({ ...link, title }, 'markdown')).toBe(
        '[https://sl.example/abc](https://sl.example/abc)',
      );
    }
    expect(formatLink({ short_url: link.short_url }, 'html')).toBe(
      '<a href="https://sl.example/abc">https://sl.example/abc</a>',
    );
  });

  it('keeps a hostile title from closing a Markdown link or adding markup', () => {
    const title = 'a] [b](javascript:x) \\ <img src=x onerror=alert(1)> "q" & \'s\'\nnext';
    expect(formatLink({ ...link, title }, 'markdown')).toBe(
      '[a\\] \\[b\\](javascript:x) \\\\ <img src=x onerror=alert(1)> "q" & \'s\' next](https://sl.example/abc)',
    );
    expect(formatLink({ ...link, title }, 'html')).toBe(
      '<a href="https://sl.example/abc">a] [b](javascript:x) \\ &lt;img src=x onerror=alert(1)&gt; &quot;q&quot; &amp; &#39;s&#39; next</a>',
    );
  });

  it('encodes parentheses and quotes in the address so the link ends where it should', () => {
    const odd = { short_url: 'https://sl.example/a(b)"c', title: 't' };
    expect(formatLink(odd, 'markdown')).toBe('[t](https://sl.example/a%28b%29"c)');
    expect(formatLink(odd, 'html')).toBe('<a href="https://sl.example/a(b)&quot;c">t</a>');
  });
});
