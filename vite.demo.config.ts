import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { demoBrand } from './demo/brand';
import { localeLanguage } from './scripts/element-budgets.mjs';

const dist = resolve(import.meta.dirname, 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The elements on every page with the site's top (the rest depends on the route). */
const everyPageElements = ['src/elements/gd-header.ts', 'src/elements/gd-nav.ts'];

/**
 * The shell imports the elements at runtime; without a hint the browser learns of them (and of the chunks
 * they import) only once the shell has run. A modulepreload per file of the static import tree of the
 * elements every page shows, and of their texts in the brand's default language, read from the elements
 * build's manifest (built before the demo), starts them with the page. Route-specific elements are not
 * preloaded: their bytes would compete with what every page needs first.
 */
function preloadElements(): Plugin {
  return {
    name: 'gamedeck-preload-elements',
    apply: 'build',
    transformIndexHtml() {
      const manifestFile = resolve(dist, '.vite/manifest.json');
      if (!existsSync(manifestFile)) {
        this.warn('dist/.vite/manifest.json is missing (build the elements first): no element preloads');
        return [];
      }
      const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const files = new Set<string>();
      const texts = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
        for (const loaded of chunk.dynamicImports ?? []) {
          const text = manifest[loaded];
          if (text && localeLanguage(loaded) === demoBrand.defaultLanguage) texts.add(text.file);
        }
      };
      for (const entry of everyPageElements) visit(entry);
      for (const file of texts) files.add(file);
      return [...files].map(
        (file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `/${file}` },
          injectTo: 'head',
        }),
      );
    },
  };
}

/**
 * Demo site build: demo/index.html + the lit-html shell -> dist/index.html and dist/assets/.
 * The shell uses the elements only by tag name and loads /elements/index.js at runtime,
 * so the elements are not bundled into it (the page preloads them). Files in demo/public (the
 * partner-embed example page) are copied as they are.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  publicDir: resolve(import.meta.dirname, 'demo/public'),
  plugins: [preloadElements()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: resolve(import.meta.dirname, 'demo/index.html'),
    },
  },
});
