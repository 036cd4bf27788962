// Custom-elements-manifest analyzer plugin for our element factory: reads
//   export const GdXElement = defineElement('gd-x', Component, { props: { fooBar: 'string' }, styles });
// as a custom element class GdXElement with tag gd-x, an attribute foo-bar and a property fooBar of the
// prop's type for every prop (and for lang and apiBase, which the factory adds to every element), plus the
// element's JSDoc (@summary, @attr, @prop, @event, @csspart, @cssproperty, @slot), read by the analyzer's own
// class-JSDoc reader.
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';

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

/** The `props: { name: 'type' }` of the factory options, in source order. */
function propsOf(ts, options) {
  const props = options?.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'props',
  );
  if (!props || !ts.isObjectLiteralExpression(props.initializer)) return [];
  return props.initializer.properties
    .filter((property) => ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
    .map((property) => ({ name: property.name.getText(), type: property.initializer.text }));
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
