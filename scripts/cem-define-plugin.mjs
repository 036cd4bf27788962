// Custom-elements-manifest analyzer plugin for our element factory: reads
//   export const GdXElement = defineElement('gd-x', Component, { props: { fooBar: 'string' }, styles });
// as a custom element class GdXElement with tag gd-x, an attribute foo-bar and a property fooBar of the
// prop's type for every prop (and for lang and apiBase, which the factory adds to every element), plus the
// element's JSDoc (@summary, @attr, @prop, @event, @csspart, @cssproperty, @slot), read by the analyzer's own
// class-JSDoc reader.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';

const root = resolve(import.meta.dirname, '..');

const FACTORY = 'defineElement';

/** Props the factory gives every element, with the text documenting them where the element's JSDoc does not. */
const FACTORY_PROPS = {
  lang: {
    type: 'string',
    description:
      "Renders this element in a given language. Without it: the visitor's choice, else the nearest lang " +
      "around the element (the page's <html lang>) when the brand supports it, else the brand's default.",
  },
  apiBase: { type: 'string', description: 'Base address of the platform API (sets it for the whole page).' },
};

export const kebabCase = (camel) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The `defineElement('gd-x', Component, options)` call a variable is initialised with, or null. */
function factoryCall(ts, declaration) {
  const call = declaration.initializer;
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return null;
  if (call.expression.text !== FACTORY) return null;
  const [tag, , options] = call.arguments;
  if (!tag || !ts.isStringLiteral(tag)) return null;
  return { tagName: tag.text, options: options && ts.isObjectLiteralExpression(options) ? options : null };
}

/** The string literals of an array literal (`[...]`, `[...] as const`), or null when it is anything else. */
function stringsOf(ts, expression) {
  let node = expression;
  while (
    node &&
    (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  if (!node || !ts.isArrayLiteralExpression(node)) return null;
  const values = node.elements.map((element) => (ts.isStringLiteral(element) ? element.text : null));
  return values.includes(null) ? null : values;
}

/**
 * The values an `oneOf(list)` names: a literal list, or a constant holding one, declared in the
 * element's file or exported by the module it is imported from.
 */
function oneOfValues(ts, argument, sourceFile) {
  const literal = stringsOf(ts, argument);
  if (literal || !argument || !ts.isIdentifier(argument)) return literal;
  const constantIn = (file) => {
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === argument.text)
          return stringsOf(ts, declaration.initializer);
    }
    return null;
  };
  const local = constantIn(sourceFile);
  if (local) return local;
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const imported = named.elements.find((element) => element.name.text === argument.text);
    if (!imported) continue;
    const base = resolve(root, dirname(sourceFile.fileName), statement.moduleSpecifier.text);
    const path = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find(existsSync);
    if (!path) return null;
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    return constantIn(file);
  }
  return null;
}

/** The type text of one prop's declared kind: 'string', 'number', 'boolean', or a union of listed strings. */
function typeTextOf(ts, initializer) {
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isCallExpression(initializer) && initializer.expression.getText() === 'oneOf') {
    const values = oneOfValues(ts, initializer.arguments[0], initializer.getSourceFile());
    if (!values) throw new Error(`oneOf(${initializer.arguments[0]?.getText()}) names no list of strings`);
    return values.map((value) => `'${value}'`).join(' | ');
  }
  return null;
}

/** The `props: { name: 'type' | oneOf([...]) }` of the factory options, in source order. */
function propsOf(ts, options) {
  const props = options?.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'props',
  );
  if (!props || !ts.isObjectLiteralExpression(props.initializer)) return [];
  return props.initializer.properties
    .filter((property) => ts.isPropertyAssignment(property))
    .map((property) => ({ name: property.name.getText(), type: typeTextOf(ts, property.initializer) }))
    .filter((prop) => prop.type !== null);
}

/** Adds the typed attribute and property of each prop, keeping what the JSDoc says about them. */
function addProps(element, props) {
  for (const { name, type, description } of props) {
    const attributeName = kebabCase(name);
    let attribute = element.attributes.find((candidate) => candidate.name === attributeName);
    if (!attribute) {
      attribute = { name: attributeName, description };
      element.attributes.push(attribute);
    }
    Object.assign(attribute, { type: { text: type }, fieldName: name });
    const documented = element.members.find((member) => member.name === name);
    const field = documented ?? { kind: 'field', name };
    Object.assign(field, {
      kind: 'field',
      type: field.type ?? { text: type },
      description: field.description ?? attribute.description,
      attribute: attributeName,
    });
    if (!documented) element.members.push(field);
  }
}

export function defineElementPlugin() {
  const readJsDoc = classJsDocPlugin();
  return {
    name: 'gamedeck:define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      for (const declaration of node.declarationList.declarations) {
        const call = factoryCall(ts, declaration);
        if (!call || !ts.isIdentifier(declaration.name)) continue;
        const name = declaration.name.text;
        const element = {
          kind: 'class',
          description: '',
          name,
          customElement: true,
          tagName: call.tagName,
          attributes: [],
          members: [],
          events: [],
          cssParts: [],
          cssProperties: [],
          cssStates: [],
          slots: [],
        };
        // The exported constant is the element class: it replaces the plain variable the analyzer saw.
        moduleDoc.declarations = moduleDoc.declarations.filter((existing) => existing.name !== name);
        moduleDoc.declarations.push(element);
        // The JSDoc above the constant documents the element as it would a class.
        readJsDoc.analyzePhase({
          ts,
          node: { kind: ts.SyntaxKind.ClassDeclaration, name: { getText: () => name }, jsDoc: node.jsDoc },
          moduleDoc,
        });
        // JSDoc lines wrap at the source's width; tools show each text as one paragraph.
        const oneLine = (text) => text?.replace(/\s+/g, ' ').trim();
        element.summary = oneLine(element.summary);
        for (const list of ['attributes', 'members', 'events', 'cssParts', 'cssProperties', 'slots']) {
          for (const entry of element[list])
            if (entry.description) entry.description = oneLine(entry.description);
        }
        const factoryProps = Object.entries(FACTORY_PROPS).map(([prop, info]) => ({ name: prop, ...info }));
        addProps(element, [...propsOf(ts, call.options), ...factoryProps]);
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: call.tagName,
          declaration: { name, module: moduleDoc.path },
        });
      }
    },
  };
}
