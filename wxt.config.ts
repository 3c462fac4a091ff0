import { defineConfig } from 'wxt';
import { popupPage } from './scripts/popup-page';

// Host access to the user's service is optional and asked for when the settings are saved;
// the manifest itself holds no host permission. The sandbox answers CORS either way.
const OPTIONAL_HOSTS = [
  'https://*/*',
  'http://127.0.0.1/*',
  'http://localhost/*',
  'http://[::1]/*',
];

// Firefox: a fixed id (AMO and storage are keyed on it; never change it once published), 128 ESR
// as the oldest release, and what Firefox's built-in consent shows before install (README,
// "Firefox"). Everything listed goes only to the service whose base URL the user set:
// - browsingActivity: the URL of the page, link or omnibox text the user shortens;
// - websiteContent: the tab's title sent with it, and selected text saved as a QR code;
// - personallyIdentifyingInfo, personalCommunications: the address, number, subject and message
//   the user types into an email, SMS or phone QR code and saves.
const GECKO = {
  id: 'snaplink@snaplink.example',
  strict_min_version: '128.0',
  data_collection_permissions: {
    required: [
      'browsingActivity',
      'websiteContent',
      'personallyIdentifyingInfo',
      'personalCommunications',
    ],
  },
} as const;

// Every module a page loads costs about 5 ms in an extension page, one after another (npm run
// bench): what the popup's flow needs (the shortening flow, storage, the polyfill, zod) is one
// chunk, loaded once the early script has drawn the link (entrypoints/popup/main.ts).
const FLOW = new RegExp(
  [
    String.raw`/lib/(is-object|account|history|web-url|urls|url-check|error-view|popup-state|theme|shorten|i18n|plain-text)\.ts$`,
    String.raw`/lib/(storage/preferences|storage/defaults|storage/utm-presets|storage/link-index|link-index|reuse|link-body|utm)\.ts$`,
    String.raw`/lib/api/(base-url|errors|request|schemas/zod)\.ts$`,
    '/node_modules/(wxt|@wxt-dev|webextension-polyfill|zod|superlock|dequal|async-mutex)/',
    String.raw`/\.wxt/i18n/`,
  ].join('|'),
);

/**
 * The schemas describe each field (`const d = z.describe`, as Dub's do) for people reading them;
 * nothing reads the words at run time, so builds leave the calls out, words and all: a
 * `.check(d('…'))` goes, and so does a `d('…')` among other checks.
 */
const DESCRIPTION = String.raw`d\((['"])(?:(?!\1)[^\\]|\\.)*\1\)`;
const dropDescriptions = {
  name: 'snaplink:drop-descriptions',
  apply: 'build' as const,
  transform(code: string, id: string) {
    if (!id.includes('/lib/') || !code.includes('const d = z.describe;')) return undefined;
    return code
      .replace(new RegExp(String.raw`\.check\(\s*${DESCRIPTION},?\s*\)`, 'g'), '')
      .replace(new RegExp(String.raw`,\s*${DESCRIPTION}(?=,?\s*\))`, 'g'), '');
  },
};

/**
 * Vite wraps each dynamic import in a helper (`__vitePreload`) that preloads the imported
 * chunk's files; with `modulePreload` off it has nothing left to load (no dynamic import here
 * brings CSS), yet it costs every page about 0.9 KB gzipped. This one just imports, and
 * `generateBundle` fails the build if an import ever comes with files to load after all.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainDynamicImports = {
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

export default defineConfig({
  vite: () => ({ plugins: [dropDescriptions, plainDynamicImports, popupPage] }),
  hooks: {
    // The pages' build only: the worker is one IIFE file, with no chunks at all.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.some((e) => e.name === 'popup')) return;
      config.build ??= {};
      // Extension pages load their files one after another anyway: no preloading.
      config.build.modulePreload = false;
      config.build.rolldownOptions ??= {};
      config.build.rolldownOptions.output = {
        ...config.build.rolldownOptions.output,
        codeSplitting: {
          groups: [
            // The dynamic-import helper (plainDynamicImports) on its own, not in 'base': the
            // popup's entry imports it, and must not evaluate the flow before the early script
            // has drawn the link.
            { name: 'loader', test: /vite\/(preload-helper|modulepreload-polyfill)|virtual:wxt/ },
            { name: 'base', test: FLOW },
            // The service's client, and what the popup asks of it later, in one file rather than
            // several (each gzipped on its own costs more): what a new link needs on top
            // (lib/shorten.ts loads it once history can't answer; a reused link's check needs it
            // too), the domain list the link options load, a reused link's clicks at a glance,
            // and the caches those are kept in (which the side panel shares).
            {
              name: 'api',
              test: /\/lib\/(domain-choices|clicks-glance|storage\/caches|api\/(client|links|answer|timing|rate-limit|analytics-glance|schemas\/(link|envelopes|error|analytics-glance)))\.ts$/,
            },
            // The popup's own modules, in one file rather than several (each gzipped on its own
            // costs more): what takes over from the early script and its React view. Only these:
            // what they share with the side panel stays in the shared chunks.
            {
              name: 'popup-view',
              includeDependenciesRecursively: false,
              test: /\/(entrypoints\/popup\/(run|start|first-paint|mount|App|usePopup|PopupQr|Header|LinkActions)|components\/(LinkCard|ClicksGlance|LinkOptions|UtmFields|RecentLinks|CopyFormats|AddressForm|useAfterPaint|Icon))\.tsx?$|\/node_modules\/lucide\//,
            },
          ],
        },
      };
    },
  },
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // `npm run zip`: one zip per browser, and for AMO's review the sources that rebuild it
  // (`npm ci && npm run build:firefox`). WXT already leaves out node_modules, .output, dotfiles
  // and *.test/*.spec files; the tests, the sandbox and local results are not part of the build.
  zip: {
    excludeSources: [
      'tests/**',
      'e2e/**',
      'e2e-firefox/**',
      'sandbox/**',
      'bench/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.log',
    ],
  },
  manifest: ({ browser, manifestVersion, mode }) => ({
    // Text comes from locales/*.yml (README, "Languages"); the browser picks the user's language.
    default_locale: 'en',
    name: '__MSG_manifest_name__',
    description: '__MSG_manifest_description__',
    permissions: [
      'storage',
      'activeTab',
      'clipboardWrite',
      'contextMenus',
      // The result of the context menu, the command and the omnibox (lib/background/handlers.ts).
      'notifications',
      // Wakes the worker to retry what was asked for offline, only while something waits
      // (lib/background/reconnect.ts): the `online` event reaches only a running worker.
      'alarms',
      // Chrome's worker copies through an offscreen document (entrypoints/offscreen/).
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
      // The test build only (`--mode test`): headless Chromium can't answer a permission prompt,
      // so the All tabs e2e spec gets `tabs` granted. e2e/build.spec.ts checks that production
      // builds never ask for it at install.
      ...(mode === 'test' ? ['tabs'] : []),
    ],
    commands: {
      'shorten-page': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_manifest_command__',
      },
      // Opens the toolbar popup. The browser handles this reserved name itself (no listener);
      // WXT passes it through as written, so MV2 (Firefox) needs its own name for it.
      [manifestVersion === 3 ? '_execute_action' : '_execute_browser_action']: {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_manifest_commandPopup__',
      },
    },
    omnibox: { keyword: 'sl' },
    // `tabs` (the side panel's All tabs view reads the window's addresses and titles) is asked
    // for on first use, from the click, never at install.
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_HOSTS, optional_permissions: ['tabs'] }
      : { optional_permissions: ['tabs', ...OPTIONAL_HOSTS] }),
    externally_connectable: { ids: [], matches: [] },
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: GECKO } } : {}),
  }),
});
