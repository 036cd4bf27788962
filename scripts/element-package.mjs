#!/usr/bin/env node
// Makes dist/ an npm package of the elements (`cd dist && npm pack`): its own package.json without
// dependencies (the bundles carry everything they need; the server's packages stay out), an export for each
// element in both builds, the self-contained declarations of dist/types/ and the custom elements manifest.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const elementFiles = (dir) =>
  readdirSync(join(dist, dir))
    .filter((file) => /^gd-[a-z-]+\.js$/.test(file))
    .sort()
    .map((file) => file.replace(/\.js$/, ''));

/** The export of one module, typed by the declarations of `types`. */
const entry = (types, file) => ({ types: `./types/${types}`, default: `./${file}` });

export function packageJson() {
  const exports = {
    '.': entry('index.d.ts', 'elements/index.js'),
    './lite': entry('index.d.ts', 'lite/elements/index.js'),
    './gamedeck.js': entry('index.d.ts', 'gamedeck.js'),
    './lite/gamedeck.js': entry('index.d.ts', 'lite/gamedeck.js'),
  };
  for (const [prefix, dir] of [
    ['./elements', 'elements'],
    ['./lite/elements', 'lite/elements'],
  ]) {
    for (const tag of elementFiles(dir)) {
      exports[`${prefix}/${tag}`] = entry(`elements/${tag}.d.ts`, `${dir}/${tag}.js`);
      exports[`${prefix}/${tag}.js`] = entry(`elements/${tag}.d.ts`, `${dir}/${tag}.js`);
    }
  }
  Object.assign(exports, {
    './jsx-react': { types: './types/jsx-react.d.ts' },
    './jsx-vue': { types: './types/jsx-vue.d.ts' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  });
  return {
    name: project.name,
    version: project.version,
    description: 'Gamedeck custom elements (<gd-login>, <gd-header>, <gd-lobby> …) for partner pages.',
    type: 'module',
    main: './elements/index.js',
    module: './elements/index.js',
    types: './types/index.d.ts',
    customElements: './custom-elements.json',
    exports,
    // Every script defines elements or installs globalThis.gamedeck when it runs.
    sideEffects: ['./elements/**/*.js', './lite/**/*.js', './gamedeck.js'],
    files: [
      'elements/',
      'lite/elements/',
      'lite/gamedeck.js',
      'gamedeck.js',
      'types/',
      'custom-elements.json',
      'README.md',
      '!**/*.gz',
      '!**/*.br',
      '!**/*.map',
    ],
  };
}

const readme = `# ${project.name}

The Gamedeck custom elements for partner pages, in two builds: \`elements/\` (React) and \`lite/elements/\`
(the same on preact), plus the self-contained \`gamedeck.js\` of each.

\`\`\`js
import 'gamedeck/elements/gd-login';        // or 'gamedeck/lite/elements/gd-login'
import type {} from 'gamedeck/jsx-react';   // <gd-login> in React's JSX types ('gamedeck/jsx-vue' for Vue)
\`\`\`

\`\`\`html
<gd-login mode="modal" open api-base="https://api.example.com"></gd-login>
\`\`\`

Attributes, properties, events and parts of every element: \`custom-elements.json\` and the declarations in
\`types/\`.
`;

writeFileSync(join(dist, 'package.json'), `${JSON.stringify(packageJson(), null, 2)}\n`);
writeFileSync(join(dist, 'README.md'), readme);
console.log(
  `npm package of the elements -> dist/package.json (${Object.keys(packageJson().exports).length} exports)`,
);
