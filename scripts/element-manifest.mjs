// The custom elements manifest of src/elements/gd-*.ts, made by @custom-elements-manifest/analyzer with
// the plugin that reads our defineElement factory.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { defineElementPlugin } from './cem-define-plugin.mjs';
import { eventTypeText, readTypeSources } from './element-type-sources.mjs';

export const root = resolve(import.meta.dirname, '..');

/** The manifest of the given files (paths relative to the repository root). */
export function analyzeFiles(files) {
  const modules = files.map((file) =>
    ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const manifest = create({ modules, plugins: [defineElementPlugin()] });
  // Each documented event gets the type its GlobalEventHandlersEventMap entry gives it in the source.
  const sources = readTypeSources(root);
  for (const element of elementsOf(manifest)) {
    for (const event of element.events) event.type = { text: eventTypeText(sources, event.name) };
  }
  return { ...manifest, readme: 'docs/elements.md' };
}

/** The manifest of every element. */
export function elementManifest() {
  const files = readdirSync(join(root, 'src/elements'))
    .filter((file) => /^gd-[a-z-]+\.ts$/.test(file))
    .sort()
    .map((file) => `src/elements/${file}`);
  return analyzeFiles(files);
}

const noEntries = { attributes: [], members: [], events: [], slots: [], cssParts: [], cssProperties: [] };

/** Every custom element declaration of a manifest, in module order (with empty lists where it has none). */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    module.declarations
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...noEntries, ...declaration })),
  );
}
