/**
 * Which text keys each element and each lazily loaded part can render, read from the sources with
 * the TypeScript parser: the string literals that are keys (and the keys a template like
 * `ag_fig_${metric}` or a plural like `lobby_count` can reach) in every file the element imports
 * statically, transitively (type-only imports left out). A dynamic `import()` starts a lazy part;
 * its namespaces are the `texts` declared next to it: the first argument of `lazyPart(texts, load)`,
 * or the `texts` property of the object literal holding the `load` (centre pages, overlays).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export interface LazyPart {
  /** The module the dynamic import loads. */
  target: string;
  /** Where the import is written. */
  from: string;
  texts: string[];
}

interface FileFacts {
  statics: string[];
  lazy: LazyPart[];
  keys: Set<string>;
}

const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'];

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.') || spec.endsWith('.json')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const stringsOf = (node: ts.Expression | undefined): string[] =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
    : [];

/** The namespaces declared for the dynamic import at `node` (see the file comment). */
function declaredTexts(node: ts.Node): string[] {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === 'lazyPart') {
      return stringsOf(at.arguments[0]);
    }
    if (ts.isObjectLiteralExpression(at)) {
      const texts = at.properties.find(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          property.name.text === 'texts',
      );
      if (texts) return stringsOf(texts.initializer);
    }
  }
  return [];
}

const isTypeOnlyImport = (node: ts.ImportDeclaration): boolean => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

export class TextUsage {
  readonly #keys: string[];
  readonly #keySet: Set<string>;
  readonly #files = new Map<string, FileFacts>();

  constructor(keys: Iterable<string>) {
    this.#keys = [...keys];
    this.#keySet = new Set(this.#keys);
  }

  #addKey(facts: FileFacts, text: string): void {
    if (this.#keySet.has(text)) facts.keys.add(text);
    for (const suffix of pluralSuffixes)
      if (this.#keySet.has(`${text}_${suffix}`)) facts.keys.add(`${text}_${suffix}`);
  }

  #addTemplate(facts: FileFacts, node: ts.TemplateExpression): void {
    const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    // Only a template that starts like a key (`prefix_…`) can be one.
    if (!/^[a-z]+_/.test(pieces[0] ?? '')) return;
    const literal = (piece: string) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${pieces.map(literal).join('[A-Za-z0-9_]*')}$`);
    for (const key of this.#keys) if (pattern.test(key)) facts.keys.add(key);
  }

  /** What one file imports and which keys it names. */
  facts(file: string): FileFacts {
    const known = this.#files.get(file);
    if (known) return known;
    const facts: FileFacts = { statics: [], lazy: [], keys: new Set() };
    this.#files.set(file, facts);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const typeOnly = ts.isImportDeclaration(node) ? isTypeOnlyImport(node) : node.isTypeOnly;
        const spec = node.moduleSpecifier;
        if (!typeOnly && spec && ts.isStringLiteral(spec)) {
          const target = resolveImport(file, spec.text);
          if (target) facts.statics.push(target);
        }
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = node.arguments[0];
        const target = spec && ts.isStringLiteral(spec) ? resolveImport(file, spec.text) : null;
        if (target) facts.lazy.push({ target, from: file, texts: declaredTexts(node) });
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        this.#addKey(facts, node.text);
      if (ts.isTemplateExpression(node)) this.#addTemplate(facts, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return facts;
  }

  /** `entry` and every file it imports statically, transitively. */
  staticClosure(entry: string): Set<string> {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...this.facts(file).statics);
    }
    return seen;
  }

  /** The keys the static closure of `entry` names. */
  keysOf(entry: string): Set<string> {
    const keys = new Set<string>();
    for (const file of this.staticClosure(entry)) for (const key of this.facts(file).keys) keys.add(key);
    return keys;
  }

  /** The lazy parts reachable from `entry`: its closure's dynamic imports, theirs, and so on. */
  lazyParts(entry: string): LazyPart[] {
    const parts = new Map<string, LazyPart>();
    const stack = [entry];
    const visited = new Set<string>();
    while (stack.length > 0) {
      const start = stack.pop() as string;
      if (visited.has(start)) continue;
      visited.add(start);
      for (const file of this.staticClosure(start)) {
        for (const part of this.facts(file).lazy) {
          const id = `${part.from} -> ${part.target}`;
          if (!parts.has(id)) parts.set(id, part);
          stack.push(part.target);
        }
      }
    }
    return [...parts.values()];
  }
}

/** The `texts` option of the `defineElement` call in an element file. */
export function elementTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let texts: string[] | null = null;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineElement'
    ) {
      const options = node.arguments[2];
      texts = [];
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            property.name.text === 'texts'
          ) {
            texts = stringsOf(property.initializer);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (texts === null) throw new Error(`${file} calls no defineElement`);
  return texts;
}
