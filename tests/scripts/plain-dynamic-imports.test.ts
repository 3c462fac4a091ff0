import { describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../scripts/plain-dynamic-imports';

// Dynamic imports without Vite's preload helper (scripts/plain-dynamic-imports.ts): the helper
// only imports, and the build stops if an import would have had files to preload after all.

const chunk = (fileName: string, imports: string[], dynamicImports: string[], css = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css ? ['assets/x.css'] : []) },
});
const generate = (bundle: Parameters<typeof plainDynamicImports.generateBundle>[1]) =>
  plainDynamicImports.generateBundle.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    undefined,
    bundle,
  );

describe('dynamic imports without the preload helper', () => {
  it('replaces the helper with one that only imports', () => {
    const code = plainDynamicImports.load('\0vite/preload-helper.js');
    expect(code).toBe('export const __vitePreload = (load) => load();');
    expect(plainDynamicImports.load('/x/lib/shorten.ts')).toBeUndefined();
  });

  it('lets a build through whose later imports bring no CSS', () => {
    const bundle = {
      'a.js': chunk('a.js', ['shared.js'], ['b.js']),
      'b.js': chunk('b.js', ['shared.js'], []),
      'shared.js': chunk('shared.js', [], []),
      'a.css': { type: 'asset' as const },
    };
    expect(() => generate(bundle)).not.toThrow();
  });

  it('stops a build whose later import brings CSS, itself or through what it imports', () => {
    const direct = { 'a.js': chunk('a.js', [], ['b.js']), 'b.js': chunk('b.js', [], [], true) };
    expect(() => generate(direct)).toThrow('a.js imports b.js later, which brings CSS.');
    const deep = {
      'a.js': chunk('a.js', [], ['b.js']),
      'b.js': chunk('b.js', ['c.js'], []),
      'c.js': chunk('c.js', ['b.js'], [], true),
    };
    expect(() => generate(deep)).toThrow('a.js imports b.js later');
  });
});
