import { type Plugin, type Rollup, transformWithEsbuild, type UserConfig } from 'vite';

/**
 * Library mode leaves whitespace in ES output (it keeps pure annotations for consumers that
 * re-bundle). Our files are what browsers download, so minify each finished chunk fully.
 */
function minifyChunks(): Plugin {
  return {
    name: 'gamedeck:minify-chunks',
    apply: 'build',
    async renderChunk(code, chunk) {
      const result = await transformWithEsbuild(code, chunk.fileName, {
        minify: true,
        format: 'esm',
        target: 'es2022',
        sourcemap: true,
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** Options every bundle shares: production React, one copy of the libraries with global state. */
export const sharedBuildOptions: UserConfig = {
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { dedupe: ['@preact/signals-core', 'react', 'react-dom'] },
  publicDir: false,
  plugins: [minifyChunks()],
};

/** Rollup warns about comments it cannot place in some dependencies; they change nothing. */
export const quietWarnings: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};
