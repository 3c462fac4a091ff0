// The pages' build: dynamic imports without Vite's preload helper (wxt.config.ts; README, "Size
// budget", for what it saves).

/**
 * Vite wraps each dynamic import in a helper (`__vitePreload`) that preloads the imported
 * chunk's files; with `modulePreload` off it has nothing left to load (no dynamic import here
 * brings CSS), yet it costs every page 838 to 846 bytes gzipped (measured on 2026-11-24). This
 * one just imports, and `generateBundle` fails the build if an import ever comes with files to
 * load after all. e2e/build.spec.ts fails if Vite's helper is back in the built files.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
export const plainDynamicImports = {
  name: 'snaplink:plain-dynamic-imports',
  apply: 'build' as const,
  enforce: 'pre' as const,
  load: (id: string) =>
    id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined,
  generateBundle(this: { error(message: string): never }, _: unknown, bundle: Bundle) {
    const withCss = (file: string, seen = new Set<string>()): boolean => {
      const chunk = bundle[file];
      if (seen.has(file) || chunk?.type !== 'chunk') return false;
      seen.add(file);
      return !!chunk.viteMetadata?.importedCss.size || chunk.imports.some((f) => withCss(f, seen));
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const loaded = chunk.dynamicImports.find((file) => withCss(file));
      if (loaded) this.error(`${chunk.fileName} imports ${loaded} later, which brings CSS.`);
    }
  },
};
type Bundle = Record<
  string,
  | { type: 'asset' }
  | {
      type: 'chunk';
      fileName: string;
      imports: string[];
      dynamicImports: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
>;
