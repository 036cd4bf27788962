import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BuildOptions, Plugin, Rollup, UserConfig } from 'vite';

const liteReact = resolve(import.meta.dirname, 'src/elements/lite-react.ts');

/**
 * The "lite" variant runs the same components on preact, with src/elements/lite-react.ts giving the part of
 * the React API the features keep to (see ARCHITECTURE.md): a fraction of react-dom's bytes for partners who
 * embed one widget. Selected with `vite build --mode lite`; written under dist/lite/.
 */
export const liteAliases = [
  { find: /^react$/, replacement: liteReact },
  { find: /^react-dom$/, replacement: liteReact },
  { find: /^react-dom\/client$/, replacement: liteReact },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // The signals runtime's shim for React 17: the lite layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: liteReact },
];

export const isLite = (mode: string): boolean => mode === 'lite';

const signalsModule = '@preact/signals-core';
const sharedSignalsId = '\0gamedeck-page-signals';

/**
 * Two bundles on one page (say the standard gd-login.js and the lite gd-header.js) each carry a copy
 * of @preact/signals-core, and a copy never sees reads of another copy's signals: the page's shared
 * state (page-singleton.ts) would render once and never update. Every import of the library goes
 * through this module instead, which hands out the copy the first bundle on the page registered
 * (per library version), so every bundle tracks the same signals.
 */
export function pageSignals(): Plugin {
  const packageFile = resolve(import.meta.dirname, 'node_modules', signalsModule, 'package.json');
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const names = [
    'Computed',
    'Effect',
    'Signal',
    'action',
    'batch',
    'computed',
    'createModel',
    'effect',
    'signal',
    'untracked',
  ];
  return {
    name: 'gamedeck-page-signals',
    enforce: 'pre',
    async buildStart() {
      // The list above must be the library's whole API: an update that adds an export fails here.
      const actual = Object.keys(await import(signalsModule)).sort();
      if (actual.join() !== [...names].sort().join()) {
        this.error(`${signalsModule} ${version} exports ${actual.join(', ')}: update pageSignals()`);
      }
    },
    resolveId(source, importer) {
      if (source === signalsModule && importer !== sharedSignalsId) return sharedSignalsId;
      return null;
    },
    load(id) {
      if (id !== sharedSignalsId) return null;
      return [
        `import * as own from '${signalsModule}';`,
        `const key = '__gamedeckSignals@${version}';`,
        'const shared = (globalThis[key] ??= own);',
        // Another version's copy cannot track ours: the page mixes incompatible bundles.
        "const others = Object.keys(globalThis).filter((k) => k.startsWith('__gamedeckSignals@') && k !== key);",
        "if (others.length) console.error('Gamedeck: bundles of different versions on this page (' + others.join(', ') + ', ' + key + ') do not share state; load one version.');",
        `export const { ${names.join(', ')} } = shared;`,
      ].join('\n');
    },
  };
}

const deferredZod = resolve(import.meta.dirname, 'src/core/contract/deferred-zod.ts');
const zodParts = resolve(import.meta.dirname, 'src/core/contract/zod-parts.ts');

/**
 * In the browser bundles, the contract's `zod/mini` is src/core/contract/deferred-zod.ts: schemas declared as
 * recipes, zod fetched with the first call that checks a body. Only zod-parts.ts imports the real one.
 */
export function deferredSchemas(): Plugin {
  return {
    name: 'gamedeck-deferred-schemas',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod/mini' || !importer || resolve(importer) === zodParts) return null;
      return importer.includes('node_modules') ? null : deferredZod;
    },
  };
}

/** CSS text with comments and the whitespace CSS does not need taken out (a descendant space stays one space). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The elements' styles are CSS in template literals marked `/* css *\/` (adopted as constructable
 * stylesheets): written out without comments and indentation in the bundles. Literals with `${…}` are
 * left as written.
 */
export function minifiedStyles(): Plugin {
  const marked = /\/\* css \*\/\s*`([^`$]*)`/g;
  return {
    name: 'gamedeck-minified-styles',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('/* css */')) return null;
      return { code: code.replace(marked, (_, css: string) => `\`${minifyCss(css)}\``), map: null };
    },
  };
}

const errorCatalogueFile = /[\\/]src[\\/]core[\\/]contract[\\/]errors\.ts$/;
const catalogueEntry = /^ {2}([A-Z][A-Z0-9_]*): \[[^\]\n]*\],\n/gm;

/** The upper-case words (possible error names) of every module under `sourceRoot` but the catalogue itself. */
export function namedErrors(sourceRoot: string): Set<string> {
  const named = new Set(['OK', 'UNKNOWN']);
  for (const file of readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || errorCatalogueFile.test(join(sourceRoot, file))) continue;
    for (const [word] of readFileSync(join(sourceRoot, file), 'utf8').matchAll(/\b[A-Z][A-Z0-9_]{1,}\b/g)) {
      named.add(word);
    }
  }
  return named;
}

/** The catalogue's source with only the entries named in `keep`. */
export function pruneCatalogue(source: string, keep: ReadonlySet<string>): string {
  return source.replace(catalogueEntry, (entry, name: string) => (keep.has(name) ? entry : ''));
}

/**
 * The error catalogue (src/core/contract/errors.ts) as browsers get it: only the entries some module of src/
 * names (`errors.NAME`, `ApiError.of('NAME')`, `.is('NAME')`, a list of names), so no element carries the two
 * hundred codes it never tests for. Any other code still shows its text: the server sends the text key with
 * every code (`errorKeyOf`). The server reads the whole catalogue.
 */
export function browserErrorCatalogue(sourceRoot = resolve(import.meta.dirname, 'src')): Plugin {
  let named: Set<string> | null = null;
  return {
    name: 'gamedeck-browser-error-catalogue',
    apply: 'build',
    transform(code, id) {
      if (!errorCatalogueFile.test(id)) return null;
      named ??= namedErrors(sourceRoot);
      return { code: pruneCatalogue(code, named), map: null };
    },
  };
}

/**
 * Options every bundle shares: production React, one copy of the libraries with global state.
 * The bundles are built as applications with explicit entries rather than in library mode: library
 * mode keeps whitespace in ES output (for consumers that re-bundle), while these files are what
 * browsers download, so they are minified fully. Entries keep their exports.
 */
export function sharedBuildOptions(mode: string): UserConfig {
  return {
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      dedupe: ['@preact/signals-core', 'react', 'react-dom', 'preact'],
      alias: isLite(mode) ? liteAliases : [],
    },
    plugins: [pageSignals(), deferredSchemas(), minifiedStyles(), browserErrorCatalogue()],
    publicDir: false,
    // Locale files are read whole by the text store: a JSON.parse of one string is smaller than an object
    // literal plus a named export per key.
    json: { namedExports: false, stringify: true },
  };
}

/**
 * The lite bundles, whose bytes partners' phones download, are minified by terser: about 2% smaller than
 * esbuild's output (half a kilobyte of gzip on every element) for some seconds more of build.
 */
export function minifyOptions(mode: string): Pick<BuildOptions, 'minify' | 'terserOptions'> {
  return isLite(mode)
    ? { minify: 'terser', terserOptions: { module: true, compress: { passes: 2 } } }
    : { minify: 'esbuild' };
}

/**
 * Modules that do nothing when they load but declare what they export. The folders of src/core: the
 * contract (schemas and endpoints), the games core, the lottery's draw rules, the phone verifiers (page
 * singletons and helpers for their own exports) and the validation rules (patterns and messages); and the
 * ui icons (the barrel `features/ui/icons.tsx` and its modules in `features/ui/icons/`). Said to Rollup, an
 * element's chunks hold the modules of these its code uses and no others; otherwise every module a barrel
 * (`contract/index.ts`, `contract/system.ts`, `core/index.ts`, `ui/icons.tsx`) re-exports would be kept, for
 * the effects Rollup must assume of top-level calls (a schema built, an icon wrapped in `memo`), wherever the
 * barrel is imported. A module whose loading must act (a session restored at load, a listener set up) stays
 * out of these.
 */
const sideEffectFree =
  /[\\/]src[\\/](core[\\/](contract|games|lottery|phone|validation)[\\/]|features[\\/]ui[\\/]icons(\.tsx$|[\\/]))/;

export const treeshake: Rollup.TreeshakingOptions = {
  moduleSideEffects: (id) => !sideEffectFree.test(id),
};

/** Rollup warns about comments it cannot place in some dependencies; they change nothing. */
export const quietWarnings: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};
