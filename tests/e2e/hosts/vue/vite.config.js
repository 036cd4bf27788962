import { defineConfig } from 'vite';

// Vue's full build compiles the template in the browser, so no Vue plugin is needed.
export default defineConfig({
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  // The elements package is one prebuilt bundle; its size is not this app's to split.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  logLevel: 'warn',
});
