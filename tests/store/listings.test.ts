import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionManifest } from '../support/manifest';

// The store listings (store/*.yml) against the stores' limits and the manifests they describe.
const ROOT = join(import.meta.dirname, '..', '..');
const LANGUAGES = ['en', 'de', 'es'];

type Sentences = Record<string, string>;
interface Listing {
  name: string;
  amoSummary: string;
  description: string;
  singlePurpose: string;
  permissions: Sentences;
  chromePermissions: Sentences;
  optionalPermissions: Sentences;
  optionalHosts: { patterns: string[]; why: string };
}

const yamlFile = (...path: string[]) => parse(readFileSync(join(ROOT, ...path), 'utf8'));
const listing = (lang: string): Listing => yamlFile('store', `${lang}.yml`);
// Characters as the stores count them: a letter with an accent is one.
const length = (text: string) => [...text].length;

// The limits, with where they are stated (store/en.yml says the same where each field goes).
const LIMITS = {
  // MDN, manifest.json `name`: "addons.mozilla.org accepts a maximum of 50 characters, the
  // Chrome Web Store accepts a maximum of 75".
  chromeName: 75,
  amoName: 50,
  // developer.chrome.com, Manifest description: "no more than 132 characters"; it is Chrome's
  // store summary.
  manifestDescription: 132,
  // AMO's Developer Hub, Summary.
  amoSummary: 250,
  // Chrome's single purpose and each permission's justification: a bound of our own (Chrome's
  // docs state none), so that each stays the few sentences a reviewer reads.
  chromeField: 1000,
};

describe.each(LANGUAGES)('the %s listing', (lang) => {
  const l = listing(lang);
  const locale = yamlFile('locales', `${lang}.yml`).manifest;

  it("has the manifest's name, within both stores' limits", () => {
    expect(l.name).toBe(locale.name);
    expect(length(l.name)).toBeLessThanOrEqual(Math.min(LIMITS.chromeName, LIMITS.amoName));
  });

  it("has AMO's summary within 250 characters, and a description", () => {
    expect(length(l.amoSummary)).toBeGreaterThan(0);
    expect(length(l.amoSummary)).toBeLessThanOrEqual(LIMITS.amoSummary);
    expect(l.description).toMatch(/\S[\s\S]{200,}/);
  });

  it("has Chrome's single purpose and every permission's sentence within its field", () => {
    const texts = [
      l.singlePurpose,
      l.optionalHosts.why,
      ...Object.values({ ...l.permissions, ...l.chromePermissions, ...l.optionalPermissions }),
    ];
    for (const text of texts) {
      expect(typeof text).toBe('string');
      expect(length(text)).toBeGreaterThan(40);
      expect(length(text)).toBeLessThanOrEqual(LIMITS.chromeField);
    }
  });
});

// Chrome's summary is the manifest's description, in every language the extension has.
const locales = readdirSync(join(ROOT, 'locales')).filter((f) => f.endsWith('.yml'));
it.each(locales)("%s: the manifest's description (Chrome's summary) is within 132", (file) => {
  const description: string = yamlFile('locales', file).manifest.description;
  expect(length(description)).toBeGreaterThan(0);
  expect(length(description)).toBeLessThanOrEqual(LIMITS.manifestDescription);
});

const names = (sentences: Sentences) => Object.keys(sentences).sort();

describe.each(LANGUAGES)("the %s listing's permissions are the production manifest's", (lang) => {
  const l = listing(lang);

  it('Chrome: permissions, optional permissions and optional hosts, and no fixed host', async () => {
    const m = await productionManifest('chrome');
    expect(names({ ...l.permissions, ...l.chromePermissions })).toEqual(
      [...(m.permissions ?? [])].sort(),
    );
    expect(names(l.optionalPermissions)).toEqual([...(m.optional_permissions ?? [])].sort());
    expect(l.optionalHosts.patterns).toEqual(m.optional_host_permissions);
    expect(m.host_permissions).toBeUndefined();
  });

  it('Firefox (MV2): the hosts are optional permissions too, after the named ones', async () => {
    const m = await productionManifest('firefox');
    expect(names(l.permissions)).toEqual([...(m.permissions ?? [])].sort());
    expect(m.optional_permissions).toEqual([
      ...Object.keys(l.optionalPermissions),
      ...l.optionalHosts.patterns,
    ]);
  });
});

it('the three languages list the same fields and permissions, in the same order', () => {
  const shape = (l: Listing) => ({
    fields: Object.keys(l),
    permissions: Object.keys(l.permissions),
    chromePermissions: Object.keys(l.chromePermissions),
    optionalPermissions: Object.keys(l.optionalPermissions),
    patterns: l.optionalHosts.patterns,
  });
  const [english, ...others] = LANGUAGES.map((lang) => shape(listing(lang)));
  for (const other of others) expect(other).toEqual(english);
});

it("Chrome's data disclosures are Firefox's declared categories, one box each", async () => {
  const { dataCollected } = yamlFile('store', 'chrome-privacy.yml');
  const declared = (await productionManifest('firefox')).browser_specific_settings?.gecko
    ?.data_collection_permissions;
  expect(Object.keys(dataCollected).sort()).toEqual(
    [...(declared?.required ?? []), ...(declared?.optional ?? [])].sort(),
  );
  expect(new Set(Object.values(dataCollected)).size).toBe(Object.keys(dataCollected).length);
});
