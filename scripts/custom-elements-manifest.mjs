#!/usr/bin/env node
// Builds custom-elements.json (schema 2.0.0) from the JSDoc on each element
// (@summary, @attr, @prop, @event, @csspart, @cssproperty, @slot), looking in src/elements/gd-*.ts and,
// when the tag file carries no @summary, in the modules it imports. Writes dist/custom-elements.json.
// With --readme it also rewrites the element tables in README.md between the elements markers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const elementsDir = join(root, 'src/elements');

const readText = (file) => readFileSync(file, 'utf8');

function resolveImport(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** JSDoc blocks of a file that describe an element (they carry @summary or @tag). */
function elementDocBlocks(source) {
  const blocks = source.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
  return blocks.filter((block) => /@summary|@tag\b/.test(block));
}

function findDocBlock(file, seen = new Set(), depth = 0) {
  if (seen.has(file) || depth > 3) return null;
  seen.add(file);
  const source = readText(file);
  const [block] = elementDocBlocks(source);
  if (block) return { block, file };
  const imports = [...source.matchAll(/from\s+['"](\.[^'"]+)['"]/g)].map((match) => match[1]);
  for (const spec of imports) {
    const target = resolveImport(file, spec);
    const found = target ? findDocBlock(target, seen, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

function cleanBlock(block) {
  return block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

const camelCase = (kebab) => kebab.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** Splits "{type} name - description" (type and dash optional). */
function parseTagBody(body) {
  const match = body.match(/^(?:\{([^}]*)\}\s*)?(\S+)\s*(?:-\s*)?([\s\S]*)$/);
  if (!match) return null;
  const [, type, name, description] = match;
  return {
    type: type?.trim(),
    name: name.replace(/^\[|\]$/g, ''),
    description: description.replace(/\s+/g, ' ').trim(),
  };
}

function parseDoc(text) {
  const [intro, ...tagChunks] = text.split(/\n(?=@)/);
  const doc = {
    description: '',
    summary: '',
    tag: '',
    attributes: [],
    properties: [],
    events: [],
    parts: [],
    cssProperties: [],
    slots: [],
  };
  const chunks = intro.startsWith('@') ? [intro, ...tagChunks] : tagChunks;
  if (!intro.startsWith('@')) doc.description = intro.replace(/\s+/g, ' ').trim();
  for (const chunk of chunks) {
    const match = chunk.match(/^@(\w+)\s*([\s\S]*)$/);
    if (!match) continue;
    const [, tag, rest] = match;
    const body = rest.trim();
    if (tag === 'summary') doc.summary = body.replace(/\s+/g, ' ');
    else if (tag === 'tag' || tag === 'tagname') doc.tag = body.split(/\s/)[0];
    else {
      const parsed = parseTagBody(body);
      if (!parsed) continue;
      if (tag === 'attr' || tag === 'attribute') doc.attributes.push(parsed);
      else if (tag === 'prop' || tag === 'property') doc.properties.push(parsed);
      else if (tag === 'event' || tag === 'fires') doc.events.push(parsed);
      else if (tag === 'csspart') doc.parts.push(parsed);
      else if (tag === 'cssproperty' || tag === 'cssprop') doc.cssProperties.push(parsed);
      else if (tag === 'slot') doc.slots.push(parsed);
    }
  }
  return doc;
}

function classNameFor(tag) {
  return tag
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

function declarationFor(file) {
  const fileName = relative(root, file);
  const source = readText(file);
  const defined = source.match(/define\w*\(\s*['"](gd-[a-z-]+)['"]/);
  const found = findDocBlock(file);
  const doc = found ? parseDoc(cleanBlock(found.block)) : parseDoc('');
  const tagName = doc.tag || defined?.[1] || fileName.match(/(gd-[a-z-]+)\.ts$/)[1];
  const typeOf = (item) => (item.type ? { type: { text: item.type } } : {});
  const propertyNames = new Set(doc.properties.map((prop) => prop.name));
  const members = [
    ...doc.properties.map((prop) => ({
      kind: 'field',
      name: prop.name,
      ...typeOf(prop),
      description: prop.description,
    })),
    ...doc.attributes
      .filter((attr) => !propertyNames.has(camelCase(attr.name)))
      .map((attr) => ({
        kind: 'field',
        name: camelCase(attr.name),
        ...typeOf(attr),
        description: attr.description,
        attribute: attr.name,
      })),
  ];
  return {
    path: fileName,
    documentedIn: found ? relative(root, found.file) : null,
    declaration: {
      kind: 'class',
      customElement: true,
      name: classNameFor(tagName),
      tagName,
      summary: doc.summary,
      description: doc.description,
      attributes: doc.attributes.map((attr) => ({
        name: attr.name,
        ...typeOf(attr),
        description: attr.description,
        fieldName: camelCase(attr.name),
      })),
      members,
      events: doc.events.map((event) => ({
        name: event.name,
        ...typeOf(event),
        description: event.description,
      })),
      cssParts: doc.parts.map((part) => ({ name: part.name, description: part.description })),
      cssProperties: doc.cssProperties.map((prop) => ({ name: prop.name, description: prop.description })),
      slots: doc.slots.map((slot) => ({ name: slot.name, description: slot.description })),
    },
  };
}

function buildManifest() {
  const files = readdirSync(elementsDir)
    .filter((file) => /^gd-[a-z-]+\.ts$/.test(file))
    .sort()
    .map((file) => join(elementsDir, file));
  const found = files.map(declarationFor);
  const missing = found.filter((entry) => !entry.documentedIn).map((entry) => entry.declaration.tagName);
  if (missing.length) console.warn(`No element JSDoc (@summary) found for: ${missing.join(', ')}`);
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: found.map(({ path, declaration }) => ({
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        {
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: path },
        },
      ],
    })),
  };
}

const escapeCell = (text) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(headers, rows) {
  if (!rows.length) return '';
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
    '',
  ].join('\n');
}

function readmeSection(manifest) {
  const parts = [];
  for (const module of manifest.modules) {
    const element = module.declarations[0];
    parts.push(`### \`<${element.tagName}>\``, '');
    if (element.summary) parts.push(element.summary, '');
    if (element.description) parts.push(element.description, '');
    parts.push(
      table(
        ['Attribute', 'Property', 'Type', 'Description'],
        element.attributes.map((attr) => [
          `\`${attr.name}\``,
          `\`${attr.fieldName}\``,
          attr.type?.text ?? 'string',
          attr.description,
        ]),
      ),
      table(
        ['Event', 'Detail', 'Description'],
        element.events.map((event) => [`\`${event.name}\``, event.type?.text ?? '', event.description]),
      ),
      table(
        ['CSS part', 'Description'],
        element.cssParts.map((part) => [`\`::part(${part.name})\``, part.description]),
      ),
      table(
        ['CSS custom property', 'Description'],
        element.cssProperties.map((prop) => [`\`${prop.name}\``, prop.description]),
      ),
    );
  }
  return parts
    .filter((part) => part !== '')
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}

const manifest = buildManifest();
const out = join(root, 'dist/custom-elements.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${manifest.modules.length} elements -> ${relative(root, out)}`);

if (process.argv.includes('--readme')) {
  const readmePath = join(root, 'README.md');
  const readme = readText(readmePath);
  const start = '<!-- elements:start -->';
  const end = '<!-- elements:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error('README.md lacks the elements markers');
  const updated = `${readme.slice(0, from + start.length)}\n\n${readmeSection(manifest)}\n\n${readme.slice(to)}`;
  writeFileSync(readmePath, updated);
  // Keep the README in the formatter's shape so `npm run lint` stays green.
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', readmePath], { stdio: 'ignore' });
  console.log('README.md element tables updated');
}
