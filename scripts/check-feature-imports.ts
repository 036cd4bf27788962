/**
 * The client's dependency rule, checked on every `npm run lint`:
 *   src/core  ←  src/features/ui  ←  src/features/<feature>  ←  src/elements
 * core imports only core; ui imports core and ui (files outside src, such as locales, are
 * data anyone may import); a feature imports core, ui and its own
 * files, never another feature; elements (the composition layer) may import anything.
 * Import cycles are Biome's noImportCycles; this checks the direction across folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Layer =
  | { kind: 'core' }
  | { kind: 'ui' }
  | { kind: 'feature'; name: string }
  | { kind: 'elements' }
  | { kind: 'outside' };

export interface Violation {
  /** The importing file, relative to the root. */
  file: string;
  specifier: string;
  /** The imported file or folder, relative to the root. */
  target: string;
  reason: string;
}

/** The layer of a path relative to the repository root. */
export function layerOf(relative: string): Layer {
  const parts = relative.split(/[\\/]/);
  if (parts[0] !== 'src') return { kind: 'outside' };
  if (parts[1] === 'core') return { kind: 'core' };
  if (parts[1] === 'elements') return { kind: 'elements' };
  if (parts[1] === 'features' && parts[2] !== undefined && parts.length > 3) {
    return parts[2] === 'ui' ? { kind: 'ui' } : { kind: 'feature', name: parts[2] };
  }
  return { kind: 'outside' };
}

const layerName = (layer: Layer): string =>
  layer.kind === 'feature'
    ? `feature "${layer.name}"`
    : layer.kind === 'ui'
      ? 'features/ui'
      : `src/${layer.kind}`;

/** Why `from` may not import `to`, or null when it may. */
export function forbidden(from: Layer, to: Layer): string | null {
  if (from.kind === 'elements' || from.kind === 'outside') return null;
  // Files outside src (locales, assets) are data, not layers.
  if (to.kind === 'core' || to.kind === 'outside') return null;
  if (from.kind === 'core') return `src/core imports only src/core, not ${layerName(to)}`;
  if (to.kind === 'ui') return null;
  if (from.kind === 'ui') return `features/ui imports only ui and core, not ${layerName(to)}`;
  if (to.kind === 'feature' && to.name === from.name) return null;
  return `feature "${from.name}" imports only its own files, ui and core, not ${layerName(to)}`;
}

// Static imports and re-exports (`import x from`, `import type`, `export … from`, bare
// `import '…'`) and dynamic `import('…')`.
const specifierPattern =
  /\b(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** Comments may quote imports; they are no dependency. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The relative imports of `source` (the file at `file`, relative to `root`) that break the rule. */
export function importViolations(root: string, file: string, source: string): Violation[] {
  const from = layerOf(file);
  const violations: Violation[] = [];
  for (const match of withoutComments(source).matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) continue;
    const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
    const reason = forbidden(from, layerOf(target));
    if (reason) violations.push({ file, specifier, target, reason });
  }
  return violations;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every violation under `root`/src. */
export function checkTree(root: string): Violation[] {
  return sourceFiles(path.join(root, 'src')).flatMap((full) =>
    importViolations(root, path.relative(root, full), readFileSync(full, 'utf8')),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const violations = checkTree(process.cwd());
  for (const violation of violations) {
    console.error(`${violation.file}: '${violation.specifier}' → ${violation.target}: ${violation.reason}`);
  }
  if (violations.length > 0) {
    console.error(
      `${violations.length} import(s) break the dependency rule (scripts/check-feature-imports.ts).`,
    );
    process.exit(1);
  }
}
