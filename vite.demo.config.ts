import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { demoBrand } from './demo/brand';
import {
  elementEntries,
  elementNamespaces,
  localeLanguage,
  localeNamespace,
} from './scripts/element-budgets.mjs';

const dist = resolve(import.meta.dirname, 'dist');
/** The elements build the site loads (demo/brand.ts ELEMENTS_BASE): the lite one, under dist/lite/. */
const elementsDist = resolve(dist, 'lite');

/** Element files by index, as demo/element-preloads.ts reads them. */
interface ElementFiles {
  files: string[];
  elements: Record<string, { code: number[]; texts: string[] }>;
  texts: Record<string, Record<string, number>>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The elements on every page with the site's top (the rest depends on the route). */
const everyPageElements = ['gd-header', 'gd-nav'];

/**
 * What the shell preloads when it loads an element (see demo/element-preloads.ts): per element, the files
 * of its static import tree and its text namespaces; per language, the file of each namespace. Without it
 * the browser learns of an element's chunks only once its entry has arrived and of its texts once that code
 * has run: two more round trips on a phone's link before a route's element draws.
 */
function elementFilesMap(): ElementFiles {
  const manifestFile = resolve(elementsDist, '.vite/manifest.json');
  const map: ElementFiles = { files: [], elements: {}, texts: {} };
  if (!existsSync(manifestFile)) return map;
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const indexOf = new Map<string, number>();
  const fileIndex = (file: string) => {
    let index = indexOf.get(file);
    if (index === undefined) {
      index = map.files.push(`/lite/${file}`) - 1;
      indexOf.set(file, index);
    }
    return index;
  };
  for (const [tag, key] of Object.entries(elementEntries(manifest))) {
    const code = new Set<number>();
    const visit = (chunkKey: string) => {
      const chunk = manifest[chunkKey];
      if (!chunk || code.has(fileIndex(chunk.file))) return;
      code.add(fileIndex(chunk.file));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    map.elements[tag] = { code: [...code], texts: elementNamespaces(resolve(key)) ?? ['common'] };
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const language = localeLanguage(key);
    const namespace = localeNamespace(key);
    if (!language || !namespace) continue;
    map.texts[language] ??= {};
    map.texts[language][namespace] = fileIndex(chunk.file);
  }
  return map;
}

/** Read once per build: the HTML's preloads and the shell's map come from the same manifest walk. */
const elementFiles = elementFilesMap();

/**
 * The shell imports the elements at runtime; without a hint the browser learns of them (and of the chunks
 * they import) only once the shell has run. A modulepreload per file of the elements every page shows, and
 * of the texts they draw with in the brand's default language, starts them with the page. Route-specific
 * elements and other namespaces are not preloaded: on a phone's link their bytes would compete with what
 * every page needs first.
 */
function preloadElements(): Plugin {
  return {
    name: 'gamedeck-preload-elements',
    apply: 'build',
    transformIndexHtml() {
      if (elementFiles.files.length === 0) {
        this.warn(
          'dist/lite/.vite/manifest.json is missing (build the lite elements first): no element preloads',
        );
        return [];
      }
      const texts = elementFiles.texts[demoBrand.defaultLanguage] ?? {};
      const wanted = new Set<number>();
      for (const tag of everyPageElements) {
        for (const index of elementFiles.elements[tag]?.code ?? []) wanted.add(index);
      }
      for (const tag of everyPageElements) {
        for (const namespace of elementFiles.elements[tag]?.texts ?? []) {
          const index = texts[namespace];
          if (index !== undefined) wanted.add(index);
        }
      }
      return [...wanted].map(
        (index): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: elementFiles.files[index]! },
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
  define: { __ELEMENT_FILES__: JSON.stringify(elementFiles) },
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: resolve(import.meta.dirname, 'demo/index.html'),
    },
  },
});
