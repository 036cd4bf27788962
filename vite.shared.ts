import type { Rollup, UserConfig } from 'vite';

/**
 * The "lite" variant runs the same components on preact/compat, which implements the React API
 * the features keep to (see ARCHITECTURE.md): a fraction of react-dom's bytes for partners who
 * embed one widget. Selected with `vite build --mode lite`; written under dist/lite/.
 */
export const liteAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export const isLite = (mode: string): boolean => mode === 'lite';

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
    publicDir: false,
    // Locale files are read whole by i18next: a JSON.parse of one string is smaller than an object
    // literal plus a named export per key.
    json: { namedExports: false, stringify: true },
  };
}

/**
 * Folders of src/core whose modules do nothing when they load but declare what they export: the
 * contract (schemas and endpoints), the games core and the phone verifiers (page singletons and
 * helpers for their own exports). Said to Rollup, an element's chunks hold the modules of these
 * folders its code uses and no others; otherwise every module a barrel (`contract/index.ts`,
 * `core/index.ts`) re-exports would be kept, for the effects Rollup must assume of top-level calls,
 * wherever the barrel is imported. A module whose loading must act (a session restored at load,
 * a listener set up) stays out of these folders.
 */
const sideEffectFree = /[\\/]src[\\/]core[\\/](contract|games|phone)[\\/]/;

export const treeshake: Rollup.TreeshakingOptions = {
  moduleSideEffects: (id) => !sideEffectFree.test(id),
};

/** Rollup warns about comments it cannot place in some dependencies; they change nothing. */
export const quietWarnings: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};
