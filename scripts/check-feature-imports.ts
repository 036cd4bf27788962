/**
 * The dependency rules, checked on every `npm run lint`.
 * The client:
 *   src/core  ←  src/features/ui  ←  src/features/<feature>  ←  src/elements
 * core imports only core; ui imports core and ui (files outside src, such as locales, are
 * data anyone may import); a feature imports core, ui and its own
 * files, never another feature; elements (the composition layer) may import anything.
 * The server:
 *   infrastructure (db, http, security, config, providers, realtime, scheduling, clock.ts)
 *     ←  modules (server/modules, server/games)  ←  the app (app.ts, main.ts, node.ts, …)
 * infrastructure imports no module and not the app; a module imports infrastructure and modules, not the app
 * (the order among modules is tests/unit/server/module-order.test.ts's).
 * And no file reaches itself through its imports, type imports included.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Layer =
  | { kind: 'core' }
  | { kind: 'ui' }
  | { kind: 'feature'; name: string }
  | { kind: 'elements' }
  | { kind: 'server-infrastructure' }
  | { kind: 'server-module' }
  | { kind: 'server-app' }
  | { kind: 'outside' };

export interface Violation {
  /** The importing file, relative to the root. */
  file: string;
  specifier: string;
  /** The imported file or folder, relative to the root. */
  target: string;
  reason: string;
}

const SERVER_INFRASTRUCTURE = new Set([
  'db',
  'http',
  'security',
  'config',
  'providers',
  'realtime',
  'scheduling',
]);

/** The layer of a path relative to the repository root. */
export function layerOf(relative: string): Layer {
  const parts = relative.split(/[\\/]/);
  if (parts[0] === 'server' && parts[1] !== undefined) {
    const top = parts[1].replace(/\.[cm]?[jt]sx?$/, '');
    if (SERVER_INFRASTRUCTURE.has(top) || top === 'clock') return { kind: 'server-infrastructure' };
    if (top === 'modules' || top === 'games') return { kind: 'server-module' };
    return { kind: 'server-app' };
  }
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
      : layer.kind === 'server-infrastructure'
        ? 'server infrastructure'
        : layer.kind === 'server-module'
          ? 'a server module'
          : layer.kind === 'server-app'
            ? 'the server app'
            : `src/${layer.kind}`;

/** Why `from` may not import `to`, or null when it may. */
export function forbidden(from: Layer, to: Layer): string | null {
  if (from.kind === 'server-infrastructure' && (to.kind === 'server-module' || to.kind === 'server-app'))
    return `server infrastructure imports no module and not the app, not ${layerName(to)}`;
  if (from.kind === 'server-module' && to.kind === 'server-app')
    return 'a server module imports infrastructure and modules, not the server app';
  if (from.kind === 'server-infrastructure' || from.kind === 'server-module' || from.kind === 'server-app')
    return null;
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

/** The relative imports of `source` (the file at `file`): each specifier and the path it names, from `root`. */
function relativeImports(
  root: string,
  file: string,
  source: string,
): { specifier: string; target: string }[] {
  const found: { specifier: string; target: string }[] = [];
  for (const match of withoutComments(source).matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) continue;
    found.push({ specifier, target: path.relative(root, path.resolve(root, path.dirname(file), specifier)) });
  }
  return found;
}

/** The relative imports of `source` (the file at `file`, relative to `root`) that break the rule. */
export function importViolations(root: string, file: string, source: string): Violation[] {
  const from = layerOf(file);
  const violations: Violation[] = [];
  for (const { specifier, target } of relativeImports(root, file, source)) {
    const reason = forbidden(from, layerOf(target));
    if (reason) violations.push({ file, specifier, target, reason });
  }
  return violations;
}

/** Which files each file imports (paths relative to the root, each a key of the graph). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The file an import names: as written, or with a source extension, or the folder's index. */
function resolvedFile(target: string, files: ReadonlySet<string>): string | null {
  const candidates = [
    target,
    ...['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].map((end) => target + end),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** The graph of relative imports among `sources` (path relative to the root → its text). */
export function importGraph(root: string, sources: ReadonlyMap<string, string>): ImportGraph {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const targets = relativeImports(root, file, source)
      .map(({ target }) => resolvedFile(target, files))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import cycle, as the files around it (the first repeated at the end); none in an acyclic graph. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components: a component of two or more files, or a file importing itself, is
  // a cycle; one path around it is reported.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
      cycles.push(pathAround(graph, new Set(component), file));
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

/** A way from `start` back to itself inside one strongly connected component. */
function pathAround(graph: ImportGraph, component: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const way = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The violations an import cycle is reported as: one per cycle, on its first file. */
export function cycleViolations(graph: ImportGraph): Violation[] {
  return importCycles(graph).map((cycle) => ({
    file: cycle[0]!,
    specifier: cycle[1]!,
    target: cycle[1]!,
    reason: `import cycle: ${cycle.join(' → ')}`,
  }));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every violation under `root`/src and `root`/server: imports against the layers, and import cycles. */
export function checkTree(root: string): Violation[] {
  const sources = new Map<string, string>();
  for (const folder of ['src', 'server']) {
    const directory = path.join(root, folder);
    if (!existsSync(directory)) continue;
    for (const full of sourceFiles(directory))
      sources.set(path.relative(root, full), readFileSync(full, 'utf8'));
  }
  return [
    ...[...sources].flatMap(([file, source]) => importViolations(root, file, source)),
    ...cycleViolations(importGraph(root, sources)),
  ];
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
