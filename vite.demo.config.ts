import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
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

/** The element file map the shell reads (demo/element-preloads.ts), read once per build. */
const elementFiles = elementFilesMap();

/**
 * Demo site build: demo/index.html + the lit-html shell -> dist/index.html and dist/assets/.
 * The shell uses the elements only by tag name and loads /elements/index.js at runtime,
 * so the elements are not bundled into it (the shell preloads each one's files with it). Files in demo/public (the
 * partner-embed example page) are copied as they are.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  publicDir: resolve(import.meta.dirname, 'demo/public'),
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
