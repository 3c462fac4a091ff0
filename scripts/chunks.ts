// How the pages' build (popup, side panel, options, offscreen) splits the code the popup loads
// into files: by which pages load each module and when the popup does, never by a module's name,
// so that a new file lands where the pages importing it need it (wxt.config.ts; README, "Size
// budget"). What the popup never loads is left to rolldown's own splitting.

/** What the bundler knows of a module (rolldown's ModuleInfo: the fields used here). */
export interface ModuleNode {
  isEntry: boolean;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
export type ModuleGraph = (id: string) => ModuleNode | null;

/** The popup's page, whose module (main.ts) the early script loads. */
const POPUP_PAGE = /[\\/]entrypoints[\\/]popup[\\/]index\.html$/;

/**
 * A part of the popup loaded at a person's action: a folder of its own in entrypoints/popup/,
 * whose name names its file (`popup-<part>`). Not part of the popup's start unless its start
 * imports it statically.
 */
const AT_ACTION = /[\\/]entrypoints[\\/]popup[\\/]([^\\/]+)[\\/][^\\/]+$/;

/**
 * Shared code smaller than this (bytes of source) costs more as a file of its own, one more
 * request of about 5 ms (`npm run bench`), than in the file of a larger set of pages.
 */
const OWN_FILE_MIN = 2048;

/**
 * The file of each module the popup loads, for rolldown's `codeSplitting.groups` (`name`):
 * - `loader`: what the popup's module imports before it runs (Vite's dynamic-import helper), on
 *   its own, so that the module evaluates nothing of the flow before the early script has drawn
 *   the link (entrypoints/popup/main.ts);
 * - `popup-view`: every module no other page loads (the flow, the view, the components and lib
 *   modules only the popup uses), in one file: each file gzipped on its own costs more;
 * - `shared-<pages>`: what the popup shares with other pages and loads when its flow starts, a
 *   file for each set of pages (`shared-options-popup-sidepanel`), so that no page loads what it
 *   doesn't use; a set under OWN_FILE_MIN joins the file of the smallest set holding it;
 * - `later-<pages>`: what the popup shares and loads only later, through a dynamic import (the
 *   domain list, the client's link requests), a file for each set of pages in the same way;
 * - `popup-<part>`: a part of the popup loaded only at a person's action (the search, at its
 *   field's first focus), which keeps it out of the popup's start: a folder of its own in
 *   entrypoints/popup/ (`search/`), reached only through a dynamic import, gets a file with the
 *   modules only the popup loads that only it brings (what it shares goes to `later-<pages>`).
 * Undefined leaves a module to rolldown (the popup's page and module, stylesheets, what only
 * other pages load).
 */
export function chunkFor(graph: ModuleGraph): (id: string) => string | undefined {
  const pages = new Map<string, ReadonlySet<string>>();
  /** The pages (entries) whose code reaches a module, statically or through dynamic imports. */
  const pagesOf = (id: string): ReadonlySet<string> => {
    const known = pages.get(id);
    if (known) return known;
    const found = new Set<string>();
    walk([id], (next) => {
      const node = graph(next);
      if (node?.isEntry) found.add(next);
      return node ? [...node.importers, ...node.dynamicImporters] : [];
    });
    pages.set(id, found);
    return found;
  };
  let files: Map<string, string> | undefined;
  return (id) => {
    // Stylesheets stay with the page that imports them (written into the popup's page).
    if (id.endsWith('.css')) return undefined;
    const popup = [...pagesOf(id)].find((page) => POPUP_PAGE.test(page));
    if (!popup) return undefined;
    files ??= popupFiles(graph, popup, pagesOf);
    return files.get(id);
  };
}

/** The file of each module the popup loads, as chunkFor describes them. */
function popupFiles(
  graph: ModuleGraph,
  popup: string,
  pagesOf: (id: string) => ReadonlySet<string>,
): Map<string, string> {
  const imports = (id: string) => graph(id)?.importedIds ?? [];
  const only = (id: string) => [...pagesOf(id)].every((page) => page === popup);
  // The page and its own module (main.ts): what the page imports that no other page loads.
  const entry = new Set([popup, ...imports(popup).filter(only)]);
  const loader = walk([...entry].flatMap(imports), (id) => (entry.has(id) ? [] : imports(id)));
  for (const id of entry) loader.delete(id);
  // The popup's own modules from `from` through their imports, but for those in `not` and the
  // parts loaded at an action (AT_ACTION), which the popup reaches through a dynamic import.
  const ownFrom = (from: Iterable<string>, not: ReadonlySet<string>) => {
    const skip = (id: string) => !only(id) || not.has(id) || entry.has(id);
    const found = walk(from, (id) =>
      skip(id)
        ? []
        : [...imports(id), ...(graph(id)?.dynamicallyImportedIds ?? [])].filter(
            (to) => !AT_ACTION.test(to) || imports(id).includes(to),
          ),
    );
    for (const id of found) if (skip(id)) found.delete(id);
    return found;
  };
  // The popup's own modules, from what its module imports once the early start is done.
  const own = ownFrom(
    [...entry].flatMap((id) => graph(id)?.dynamicallyImportedIds ?? []),
    loader,
  );
  // What loads with them, and everything the popup may load later.
  const start = walk(own, (id) => (loader.has(id) ? [] : imports(id)));
  const all = walk([popup], (id) => [...imports(id), ...(graph(id)?.dynamicallyImportedIds ?? [])]);
  // Each part loaded at an action: what only it brings of the popup's own modules.
  const parts = new Map<string, string>();
  const taken = new Set([...loader, ...own]);
  for (const id of all) {
    const part = AT_ACTION.exec(id)?.[1];
    if (!part || taken.has(id) || !graph(id)?.dynamicImporters.length) continue;
    for (const m of ownFrom([id], taken)) {
      // Brought by two parts: left to rolldown, which gives it a file of its own.
      parts.set(m, parts.get(m) === undefined || parts.get(m) === part ? part : '');
    }
  }

  const files = new Map<string, string>();
  const sets = new Map<string, { size: number; pages: string[] }>();
  for (const id of all) {
    if (entry.has(id) || id.endsWith('.css')) continue;
    if (loader.has(id)) files.set(id, 'loader');
    else if (own.has(id)) files.set(id, 'popup-view');
    else if (parts.has(id)) {
      const part = parts.get(id);
      if (part) files.set(id, `popup-${part}`);
    } else {
      // Later or at the start, a file per set of pages, so that no page loads what it doesn't
      // use (one file for all the popup's later code made the options page load the link
      // requests with the QR code requests it shares).
      const names = [...pagesOf(id)].map(pageName).sort();
      const name = `${start.has(id) ? 'shared' : 'later'}-${names.join('-')}`;
      const set = sets.get(name) ?? { size: 0, pages: names };
      set.size += graph(id)?.code?.length ?? 0;
      sets.set(name, set);
      files.set(id, name);
    }
  }
  // A small set joins the smallest set of pages that holds it, loaded as soon, with a file of
  // its own.
  const holders = [...sets].filter(([, s]) => s.size >= OWN_FILE_MIN);
  holders.sort(([, a], [, b]) => a.pages.length - b.pages.length);
  const when = (name: string) => name.slice(0, name.indexOf('-'));
  for (const [id, name] of files) {
    const set = sets.get(name);
    if (!set || set.size >= OWN_FILE_MIN) continue;
    const holder = holders.find(
      ([other, s]) => when(other) === when(name) && set.pages.every((p) => s.pages.includes(p)),
    );
    if (holder) files.set(id, holder[0]);
  }
  return files;
}

/** Every id reached from `from` by `next`, each once. */
function walk(from: Iterable<string>, next: (id: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

/** `…/entrypoints/sidepanel/index.html` → `sidepanel`. */
const pageName = (entry: string) => /([^\\/]+)[\\/][^\\/]+$/.exec(entry)?.[1] ?? 'page';
