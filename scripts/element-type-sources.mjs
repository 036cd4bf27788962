// The TypeScript types the element declarations need, read from the source so they are never written twice:
// each gd-* event's detail (the `GlobalEventHandlersEventMap` entries the source declares) and the named
// types a host page uses (brand settings, the page API), with every type they refer to, as self-contained
// declaration text (no imports: the shipped declarations need nothing but the DOM types).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Names the DOM and ES libraries provide: never copied from the source. */
const libraryNames = new Set([
  'CustomEvent',
  'Promise',
  'Record',
  'Partial',
  'Readonly',
  'ReadonlyArray',
  'Array',
  'HTMLElement',
  'HTMLElementEventMap',
  'EventListenerOrEventListenerObject',
  'AddEventListenerOptions',
  'EventListenerOptions',
]);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isExported = (node) =>
  node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Every exported interface and type alias of `srcDir`, and the gd-* entries of GlobalEventHandlersEventMap. */
export function readTypeSources(root, srcDir = 'src') {
  const declarations = new Map();
  const events = new Map();
  for (const file of sourceFiles(join(root, srcDir))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = relative(root, file);
    const visit = (node, inGlobal) => {
      if (ts.isModuleDeclaration(node) && node.name.getText(source) === 'global') {
        node.body?.forEachChild((child) => visit(child, true));
        return;
      }
      if (ts.isInterfaceDeclaration(node) && inGlobal && node.name.text === 'GlobalEventHandlersEventMap') {
        for (const member of node.members) {
          const name = member.name && ts.isStringLiteral(member.name) ? member.name.text : null;
          if (name?.startsWith('gd-') && member.type) events.set(name, { node: member.type, source, where });
        }
        return;
      }
      if (
        (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
        !inGlobal &&
        isExported(node)
      ) {
        const name = node.name.text;
        const known = declarations.get(name);
        // Two types of one name are fine until the element types need that name (see declarationOf).
        if (known && known.where !== where) known.alsoIn = where;
        else declarations.set(name, { node, source, where });
      }
    };
    source.forEachChild((node) => visit(node, false));
  }
  return { declarations, events };
}

function declarationOf(sources, name) {
  const found = sources.declarations.get(name);
  if (!found) throw new Error(`No exported type ${name} in the source`);
  if (found.alsoIn)
    throw new Error(`Type ${name} is declared in ${found.where} and ${found.alsoIn}: rename one`);
  return found;
}

/** The text of an interface member's type: `Details['gd-login']` read from `interface Details`. */
function memberTypeText(sources, interfaceName, key) {
  if (!sources.declarations.has(interfaceName)) return null;
  const found = declarationOf(sources, interfaceName);
  if (!ts.isInterfaceDeclaration(found.node)) return null;
  const member = found.node.members.find(
    (candidate) => candidate.name && ts.isStringLiteral(candidate.name) && candidate.name.text === key,
  );
  return member?.type ? member.type.getText(found.source) : null;
}

/** The event type of a gd-* event as self-contained text: `CustomEvent<{ path: string }>`. */
export function eventTypeText(sources, name) {
  const found = sources.events.get(name);
  if (!found)
    throw new Error(`Event ${name} is documented but no GlobalEventHandlersEventMap entry types it`);
  const { node, source } = found;
  if (
    !ts.isTypeReferenceNode(node) ||
    node.typeName.getText(source) !== 'CustomEvent' ||
    !node.typeArguments
  ) {
    return node.getText(source);
  }
  const [detail] = node.typeArguments;
  if (detail && ts.isIndexedAccessTypeNode(detail) && ts.isLiteralTypeNode(detail.indexType)) {
    const key = detail.indexType.literal;
    const text = ts.isStringLiteral(key)
      ? memberTypeText(sources, detail.objectType.getText(source), key.text)
      : null;
    if (text) return `CustomEvent<${text}>`;
  }
  return `CustomEvent<${detail?.getText(source)}>`;
}

/** Names a type text refers to that the source declares (and the library does not). */
function referencedNames(sources, text) {
  return [...new Set(text.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [])].filter(
    (name) => !libraryNames.has(name) && sources.declarations.has(name),
  );
}

/** Declaration text of `names` and everything they refer to, exported, with their JSDoc, in a stable order. */
export function declarationsText(sources, names) {
  const wanted = [];
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.shift();
    if (wanted.includes(name)) continue;
    const found = declarationOf(sources, name);
    wanted.push(name);
    queue.push(...referencedNames(sources, found.node.getText(found.source)));
  }
  return wanted
    .map((name) => {
      const { node, source } = declarationOf(sources, name);
      const full = source.text.slice(node.getFullStart(), node.getEnd()).trim();
      return full.replace(/^((?:\/\*\*[\s\S]*?\*\/\s*)?)export\s+/, '$1export ');
    })
    .join('\n\n');
}

/** Source-declared names referred to by some type texts (for declarationsText). */
export function namesIn(sources, texts) {
  return [...new Set(texts.flatMap((text) => referencedNames(sources, text)))];
}
