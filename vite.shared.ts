import type { UserConfig } from 'vite';

/** Options every bundle shares: production React and one copy of the libraries with global state. */
export const sharedBuildOptions: UserConfig = {
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { dedupe: ['@preact/signals-core', 'react', 'react-dom'] },
  publicDir: false,
};
