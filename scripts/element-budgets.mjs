#!/usr/bin/env node
// `npm run check:budgets`: the bytes each element makes a bare partner page download, from Vite's build
// manifests (no browser), checked against scripts/element-budgets.json. Run after `npm run build`.
//
// Initial: the element's entry, every chunk it imports statically (transitively), their CSS, and the texts
// of the brand default language that the code it runs at once imports (a locale chunk; with texts split per
// namespace, `locales/<lang>/<namespace>.json`, only `common` and the namespaces of the element's
// `defineElement(…, { texts })`, which it loads before its first paint). After first action:
// the initial set plus whatever those files import dynamically one step further (the sign-in encryption,
// the login popup, a centre page…), other languages left out. Each file counts once, as gzip -9 of its bytes.
//
// Signed in: an element whose budget has `signedIn` ({ loads, texts, target? }) is measured a second time with
// the manifest entries a signed-in first screen also loads (the member's overlays, a centre's first page, the
// member's part of the header) and their text namespaces, since those arrive before that screen is drawn. That
// figure is held to `signedIn.target` where the budget sets one (a member's screen carries more than a
// visitor's), else to the element's own limit.
//
// Fails when an element's initial bytes exceed its limit: the ceiling when one is set (the ratchet of an
// element still above its target: today's figure plus 2 KB, lowered as the weight goes down), else the
// target. `--ratchet` rewrites the ceilings from the figures of this build (only ever lower).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
/** Headroom above today's figure when a ceiling is (re)set. */
export const RATCHET_SLACK_KB = 2;

const root = resolve(import.meta.dirname, '..');
export const defaultBudgetsFile = join(root, 'scripts/element-budgets.json');
export const builds = [
  { name: 'lite', dir: join(root, 'dist/lite') },
  { name: 'standard', dir: join(root, 'dist') },
];

export function readManifest(distDir) {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The element entries of a manifest by tag: sources named src/elements/gd-*.ts. */
export function elementEntries(manifest) {
  const entries = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const tag = /(?:^|\/)(gd-[a-z-]+)\.ts$/.exec(key)?.[1];
    if (chunk.isEntry && tag) entries[tag] = key;
  }
  return entries;
}

/** Manifest keys of the locale files (`locales/<lang>.json` or `locales/<lang>/<namespace>.json`) and their language. */
export function localeLanguage(key) {
  return /(?:^|\/)locales\/([a-z]{2,3}(?:-[A-Za-z]+)?)(?:\.json|\/[^/]+\.json)$/.exec(key)?.[1] ?? null;
}

/** The namespace of a per-namespace locale file's manifest key (`locales/<lang>/<namespace>.json`), else null. */
export function localeNamespace(key) {
  return /(?:^|\/)locales\/[a-z]{2,3}(?:-[A-Za-z]+)?\/([^/]+)\.json$/.exec(key)?.[1] ?? null;
}

/**
 * The text namespaces an element loads before its first paint: `common` and the `texts` of the
 * `defineElement` call in its source file (the manifest key). Null when the source cannot tell (then every
 * namespace its code can import counts as initial).
 */
export function elementNamespaces(sourceFile) {
  if (!existsSync(sourceFile)) return null;
  const source = readFileSync(sourceFile, 'utf8');
  const call = source.indexOf('defineElement(');
  if (call < 0) return null;
  const texts = /\btexts:\s*\[([^\]]*)\]/.exec(source.slice(call))?.[1] ?? '';
  return ['common', ...[...texts.matchAll(/'([^']+)'/g)].map((match) => match[1])];
}

/** Whether a locale file of `language` is loaded at once by an element loading `namespaces` (null: all). */
function initialText(key, namespaces) {
  const namespace = localeNamespace(key);
  return namespace === null || namespaces === null || namespaces.includes(namespace);
}

/** `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Dynamic imports of a set of chunks, as static closures, split into texts of `language` and code. */
function dynamicStep(manifest, keys, language) {
  const texts = new Set();
  const code = new Set();
  for (const key of keys) {
    for (const target of manifest[key]?.dynamicImports ?? []) {
      const lang = localeLanguage(target);
      if (lang === null) for (const reached of staticClosure(manifest, target)) code.add(reached);
      else if (lang === language) texts.add(target);
    }
  }
  return { texts, code };
}

/** Output files (JS and CSS) of a set of chunks, each once. */
function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

export function gzipSize(distDir, file, cache = new Map()) {
  const path = join(distDir, file);
  let size = cache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    cache.set(path, size);
  }
  return size;
}

/**
 * Initial and after-first-action gzip bytes of one element entry of a build. `namespaces`: the text
 * namespaces it loads at once (null: every one its code imports).
 */
export function measureElement(
  distDir,
  manifest,
  entryKey,
  language,
  cache = new Map(),
  namespaces = null,
  alsoLoaded = [],
) {
  const initialCode = staticClosure(manifest, entryKey);
  for (const key of alsoLoaded) staticClosure(manifest, key, initialCode);
  const first = dynamicStep(manifest, initialCode, language);
  const firstTexts = [...first.texts];
  const initialKeys = new Set([...initialCode, ...firstTexts.filter((key) => initialText(key, namespaces))]);
  const actionCode = new Set([...first.code].filter((key) => !initialKeys.has(key)));
  const actionTexts = dynamicStep(manifest, actionCode, language).texts;
  const afterKeys = new Set([...initialKeys, ...firstTexts, ...actionCode, ...actionTexts]);
  const sum = (keys) =>
    [...filesOf(manifest, keys)].reduce((total, file) => total + gzipSize(distDir, file, cache), 0);
  return {
    initial: sum(initialKeys),
    afterFirstAction: sum(afterKeys),
    files: filesOf(manifest, initialKeys).size,
  };
}

export function readBudgets(file = defaultBudgetsFile) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The limit enforced: the ratchet ceiling while an element is above its target, else the target. */
export function limitKb(budget, build) {
  return budget.ceiling?.[build] ?? budget.target[build];
}

/**
 * Every element of every build present, measured and checked. An element found in a build but missing
 * from the budgets is an error too: each element needs a row.
 */
export function checkBudgets(
  budgets,
  buildList = builds,
  namespacesOf = (entryKey) => elementNamespaces(join(root, entryKey)),
) {
  const rows = [];
  const failures = [];
  for (const build of buildList) {
    if (!existsSync(join(build.dir, '.vite/manifest.json'))) {
      failures.push(`${build.name}: no build manifest in ${build.dir} (run the ${build.name} build first)`);
      continue;
    }
    const manifest = readManifest(build.dir);
    const cache = new Map();
    for (const [tag, key] of Object.entries(elementEntries(manifest)).sort()) {
      const budget = budgets.elements[tag];
      const namespaces = namespacesOf(key);
      const figures = measureElement(build.dir, manifest, key, budgets.language, cache, namespaces);
      if (!budget) {
        failures.push(`${tag} has no budget in scripts/element-budgets.json`);
        rows.push({ tag, build: build.name, ...figures, target: null, limit: null });
        continue;
      }
      const limit = limitKb(budget, build.name);
      const target = budget.target[build.name];
      rows.push({ tag, build: build.name, ...figures, target, limit });
      if (figures.initial > limit * KB) {
        failures.push(
          `${tag} (${build.name}): ${formatKb(figures.initial)} KB initial is over its limit of ${limit} KB`,
        );
      }
      if (!budget.signedIn) continue;
      const missing = budget.signedIn.loads.filter((loaded) => !manifest[loaded]);
      if (missing.length > 0) {
        failures.push(`${tag} (${build.name}): signedIn.loads not in the build: ${missing.join(', ')}`);
        continue;
      }
      const signedIn = measureElement(
        build.dir,
        manifest,
        key,
        budgets.language,
        cache,
        namespaces && [...namespaces, ...budget.signedIn.texts],
        budget.signedIn.loads,
      );
      // What the first action adds is the signed-out row's figure; here it would count every lazy part of
      // the extra entries (all the flags of the country picker), so it is left out.
      const signedInLimit = budget.signedIn.target?.[build.name] ?? limit;
      rows.push({
        tag,
        variant: 'signed in',
        build: build.name,
        ...signedIn,
        afterFirstAction: null,
        target: budget.signedIn.target?.[build.name] ?? target,
        limit: signedInLimit,
      });
      if (signedIn.initial > signedInLimit * KB) {
        failures.push(
          `${tag} (${build.name}, signed in): ${formatKb(signedIn.initial)} KB initial is over its limit of ${signedInLimit} KB`,
        );
      }
    }
  }
  return { rows, failures };
}

export const formatKb = (bytes) => (bytes / KB).toFixed(1);

export function formatTable(rows) {
  const header = ['element', 'build', 'initial KB', 'target', 'limit', 'after 1st action KB', 'files'];
  const lines = rows.map((row) => [
    row.variant ? `${row.tag} (${row.variant})` : row.tag,
    row.build,
    formatKb(row.initial),
    row.target === null ? '-' : String(row.target),
    row.limit === null ? '-' : String(row.limit),
    row.afterFirstAction === null ? '-' : formatKb(row.afterFirstAction),
    String(row.files),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** Ceilings from this build's figures: set or lowered for elements above target, dropped for those within it. */
export function ratchet(budgets, rows) {
  const next = structuredClone(budgets);
  for (const row of rows) {
    const budget = next.elements[row.tag];
    if (!budget || row.variant) continue;
    const measuredKb = Math.ceil(row.initial / KB) + RATCHET_SLACK_KB;
    const ceiling = { ...budget.ceiling };
    if (row.initial <= budget.target[row.build] * KB) delete ceiling[row.build];
    else ceiling[row.build] = Math.min(ceiling[row.build] ?? Number.POSITIVE_INFINITY, measuredKb);
    if (Object.keys(ceiling).length > 0) budget.ceiling = ceiling;
    else delete budget.ceiling;
  }
  return next;
}

function main() {
  const budgets = readBudgets();
  const { rows, failures } = checkBudgets(budgets);
  console.log(`Element weight, gzip -9, texts in "${budgets.language}" (KB = 1024 bytes)\n`);
  console.log(formatTable(rows));
  if (process.argv.includes('--ratchet')) {
    writeFileSync(defaultBudgetsFile, `${JSON.stringify(ratchet(budgets, rows), null, 2)}\n`);
    console.log('\nCeilings rewritten from this build.');
    return;
  }
  if (failures.length > 0) {
    console.error(`\nElement byte budgets exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery element is within its limit.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
