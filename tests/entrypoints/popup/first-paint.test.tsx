// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { react } from '../../../components/react-h';
import {
  paintChoose,
  paintFrame,
  paintLink,
  paintWelcome,
} from '../../../entrypoints/popup/first-paint';
import { LinkCard } from '../../../entrypoints/popup/LinkCard';
import { choosePrompt, linkSkeleton, welcome } from '../../../entrypoints/popup/markup';
import { mountApp } from '../../../entrypoints/popup/mount';
import type { FirstPaint, PopupStart } from '../../../entrypoints/popup/start';
import { linkNote } from '../../../lib/link-note';
import { DEFAULT_PREFERENCES } from '../../../lib/storage/preferences';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';

// The popup's first paint draws the link without React; React then takes over. The two must
// draw the same thing, or the take-over would move or flash what the person is looking at.

const LINK = historyEntry(1);

/** An element's tree as tag, sorted attributes and text: what a person (and layout) sees. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const el = node as Element;
  const attributes = [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return [el.tagName, attributes, [...el.childNodes].map(shape).filter((c) => c !== '')];
}

let root: HTMLElement;
beforeEach(() => {
  fakeBrowser.reset();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  cleanup();
  root.remove();
});

describe('the first paint', () => {
  it('has no axe violations', async () => {
    paintFrame(root, () => {});
    paintLink(root, LINK, linkNote(false, true));
    await expectNoAxeViolations(root);
  });

  for (const [copied, reused, title] of [
    [false, false, 'A page \u202Eevil'],
    [true, true, null],
  ] as const) {
    it(`draws what LinkCard draws (copied ${copied}, reused ${reused}, title ${!!title})`, () => {
      paintFrame(root, () => {});
      const note = linkNote(copied, reused);
      const link = { ...LINK, title };
      paintLink(root, link, note);
      const painted = root.querySelector('.link-card') as Element;
      const { container } = render(
        <LinkCard link={link} note={note} onNew={() => {}} onStats={() => {}} />,
      );
      expect(shape(painted)).toEqual(shape(container.firstChild as Element));
      // Shown without its scheme, whole; its title is the full address.
      expect(painted.querySelector('.short-link')?.textContent).toBe(
        LINK.short_url.replace(/^https?:\/\//, ''),
      );
      expect(painted.querySelector('.short-link')?.getAttribute('title')).toBe(LINK.short_url);
    });
  }

  it('draws, while the link is being made, the skeleton React draws', () => {
    paintFrame(root, () => {});
    const painted = root.querySelector('.link-card') as Element;
    const { container } = render(linkSkeleton(react));
    expect(shape(painted)).toEqual(shape(container.firstChild as Element));
    expect(painted.querySelector('[role="status"]')?.textContent).toBe('Shortening…');
  });

  it('draws the first run and "choose first" as React does', () => {
    paintFrame(root, () => {});
    paintWelcome(root, () => {});
    const welcomed = root.querySelector('.result > *') as Element;
    expect(shape(welcomed)).toEqual(
      shape(render(welcome(react, {})).container.firstChild as Element),
    );
    expect(welcomed.querySelector('button')?.textContent).toBe('Set up Snaplink');
    paintChoose(root);
    const chosen = root.querySelector('.result > *') as Element;
    expect(shape(chosen)).toEqual(
      shape(render(choosePrompt(react)).container.firstChild as Element),
    );
  });

  it('is taken over by React with the link still shown and focus where it was', async () => {
    paintFrame(root, () => {});
    paintLink(root, LINK, linkNote(true, false));
    const buttons = () => [...root.querySelectorAll<HTMLElement>('.link-card button')];
    buttons()[0]?.focus(); // the first paint's Copy
    const outcome = { kind: 'link', link: LINK, reused: false, copied: true } as const;
    const start: PopupStart = {
      tab: Promise.resolve({ url: LINK.original_url, title: 'Page', windowId: 1 }),
      connection: Promise.resolve({ baseUrl: LINK.base_url, apiKey: 'k', authMethod: 'bearer' }),
      preferences: Promise.resolve(DEFAULT_PREFERENCES),
      outcome: Promise.resolve(outcome),
    };
    const first: FirstPaint = { link: { link: LINK, reused: false }, outcome };
    const before = shape(root.querySelector('.link-card') as Element);
    const old = root.querySelector('.link-card');

    const react = mountApp(root, start, first); // synchronous: no frame in between

    expect(first.taken).toBe(true);
    const card = root.querySelector('.link-card');
    expect(card).not.toBe(old); // React's own nodes now
    expect(shape(card as Element)).toEqual(before);
    expect(root.textContent).not.toContain('Shortening');
    expect(document.activeElement).toBe(buttons()[0]);
    expect(document.activeElement?.classList.contains('primary')).toBe(true); // Copy
    // The view's own effects settle, then it goes, before the test's page does.
    await act(async () => {
      await new Promise((ok) => setTimeout(ok, 50));
    });
    act(() => react.unmount());
  });
});
