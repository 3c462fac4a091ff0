import { describe, expect, it } from 'vitest';
import { chunkFor, type ModuleNode } from '../../scripts/chunks';

// The pages' build puts each module the popup loads in a file by which pages load it and when
// the popup does (scripts/chunks.ts), whatever its name: here on a small graph shaped like the
// real one, with made-up names.

const POPUP = '/x/entrypoints/popup/index.html';
const PANEL = '/x/entrypoints/sidepanel/index.html';
const OPTIONS = '/x/entrypoints/options/index.html';

type Edges = Record<string, { imports?: string[]; later?: string[]; size?: number }>;

function graph(edges: Edges): (id: string) => ModuleNode | null {
  const nodes = new Map<string, ModuleNode>();
  const node = (id: string) => {
    let n = nodes.get(id);
    if (!n) {
      n = {
        isEntry: [POPUP, PANEL, OPTIONS].includes(id),
        code: 'x'.repeat(edges[id]?.size ?? 4096),
        importedIds: edges[id]?.imports ?? [],
        dynamicallyImportedIds: edges[id]?.later ?? [],
        importers: [],
        dynamicImporters: [],
      };
      nodes.set(id, n);
    }
    return n;
  };
  for (const [id, { imports = [], later = [] }] of Object.entries(edges)) {
    node(id);
    for (const to of imports) (node(to).importers as string[]).push(id);
    for (const to of later) (node(to).dynamicImporters as string[]).push(id);
  }
  return (id) => nodes.get(id) ?? null;
}

const EDGES: Edges = {
  [POPUP]: { imports: ['main.ts', 'page.css', 'html-plugins'] },
  'main.ts': { imports: ['helper'], later: ['run.ts'] },
  'run.ts': { imports: ['new-file.ts', 'flow.ts', 'helper'], later: ['mount.tsx'] },
  'mount.tsx': { imports: ['react', 'popup-only-component.tsx'] },
  'popup-only-component.tsx': {
    imports: ['react', 'qr.ts'],
    later: ['domains.ts', 'qr-requests.ts'],
  },
  'flow.ts': { imports: ['zod', 'tiny.ts'] },
  [PANEL]: {
    imports: ['panel.tsx', 'html-plugins'],
  },
  'panel.tsx': { imports: ['react', 'flow.ts', 'qr.ts', 'domains.ts', 'helper'] },
  [OPTIONS]: { imports: ['options.tsx', 'html-plugins'] },
  'options.tsx': { imports: ['react', 'zod', 'tiny.ts', 'options-only.ts', 'qr-requests.ts'] },
  'tiny.ts': { size: 100 },
};

describe("the popup's files", () => {
  const file = chunkFor(graph(EDGES));

  it("keeps the popup's module alone with what it imports before it runs", () => {
    expect(file('main.ts')).toBeUndefined();
    expect(file('helper')).toBe('loader');
    expect(file('html-plugins')).toBe('loader');
    expect(file('page.css')).toBeUndefined();
  });

  it('puts every module only the popup loads in its own file, a new one included', () => {
    for (const id of ['run.ts', 'mount.tsx', 'new-file.ts', 'popup-only-component.tsx']) {
      expect(file(id)).toBe('popup-view');
    }
  });

  it('puts what the popup shares in a file per set of pages that load it', () => {
    expect(file('react')).toBe('shared-options-popup-sidepanel');
    expect(file('zod')).toBe('shared-options-popup-sidepanel');
    expect(file('flow.ts')).toBe('shared-popup-sidepanel');
    expect(file('qr.ts')).toBe('shared-popup-sidepanel');
  });

  it('puts a small set of pages in the file of the smallest set that holds it', () => {
    // tiny.ts: the popup and the options page, 100 bytes.
    expect(file('tiny.ts')).toBe('shared-options-popup-sidepanel');
  });

  it('leaves what the popup loads only later out of its start, in a file per set of pages', () => {
    expect(file('domains.ts')).toBe('later-popup-sidepanel');
    // Shared with the options page, which must not load the popup's other later code with it.
    expect(file('qr-requests.ts')).toBe('later-options-popup');
  });

  it("leaves what the popup never loads to rolldown's own splitting", () => {
    expect(file('options-only.ts')).toBeUndefined();
    expect(file('panel.tsx')).toBeUndefined();
  });
});

describe('a part of the popup loaded at an action', () => {
  const SEARCH = '/x/entrypoints/popup/search/Search.tsx';
  const file = chunkFor(
    graph({
      ...EDGES,
      'popup-only-component.tsx': {
        imports: ['react', 'qr.ts', 'view-helper.ts'],
        later: ['domains.ts', 'qr-requests.ts', SEARCH, 'glance.ts'],
      },
      [SEARCH]: { imports: ['react', 'search-lib.ts', 'view-helper.ts', 'link-requests.ts'] },
      'search-lib.ts': { imports: ['flow.ts'] },
      'link-requests.ts': {},
      [PANEL]: { imports: ['panel.tsx', 'html-plugins', 'link-requests.ts'] },
    }),
  );

  it('gets a file of its own with what only it brings, out of the popup’s start', () => {
    expect(file(SEARCH)).toBe('popup-search');
    expect(file('search-lib.ts')).toBe('popup-search');
  });

  it('leaves what the start loads in the start, and what it shares in a later file', () => {
    expect(file('view-helper.ts')).toBe('popup-view');
    expect(file('flow.ts')).toBe('shared-popup-sidepanel');
    expect(file('link-requests.ts')).toBe('later-popup-sidepanel');
  });

  it('is told apart by its folder: a module of the view imported later stays in the view', () => {
    // As lib/clicks-glance.ts, which ClicksGlance imports once the link is shown.
    expect(file('glance.ts')).toBe('popup-view');
  });
});
