import { describe, expect, it } from 'vitest';
import { elementsMarkdown } from '../../../scripts/element-docs.mjs';
import { analyzeFiles, elementsOf } from '../../../scripts/element-manifest.mjs';
import { elementTypes } from '../../../scripts/element-types.mjs';

const fixture = 'tests/unit/scripts/fixtures/gd-sample.ts';

describe('custom elements manifest of a defineElement call', () => {
  const manifest = analyzeFiles([fixture]);
  const [module] = manifest.modules;
  const element = elementsOf(manifest)[0];

  it('declares the exported constant as the element class of its tag', () => {
    expect(elementsOf(manifest)).toHaveLength(1);
    expect(element).toMatchObject({
      kind: 'class',
      name: 'GdSampleElement',
      customElement: true,
      tagName: 'gd-sample',
      summary: "A sample element for the manifest plugin's test.",
    });
    expect(module?.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'gd-sample',
      declaration: { name: 'GdSampleElement', module: fixture },
    });
    expect(module?.declarations?.find((declaration) => declaration.name === 'sampleCount')?.kind).toBe(
      'variable',
    );
  });

  it('has a kebab-case attribute and a typed property per prop, the factory props and the documented attributes', () => {
    expect(element?.attributes).toEqual([
      {
        name: 'heading',
        description: 'The title shown on top.',
        type: { text: 'string' },
        fieldName: 'heading',
      },
      { name: 'open', description: '"true" shows the sample.', type: { text: 'boolean' }, fieldName: 'open' },
      { name: 'theme', description: '"light" for the light palette.' },
      { name: 'page-size', type: { text: 'number' }, fieldName: 'pageSize' },
      expect.objectContaining({ name: 'lang', type: { text: 'string' }, fieldName: 'lang' }),
      expect.objectContaining({ name: 'api-base', type: { text: 'string' }, fieldName: 'apiBase' }),
    ]);
    const field = (name: string, type: string, attribute: string) =>
      expect.objectContaining({ kind: 'field', name, type: { text: type }, attribute });
    expect(element?.members).toEqual([
      field('heading', 'string', 'heading'),
      field('pageSize', 'number', 'page-size'),
      field('open', 'boolean', 'open'),
      field('lang', 'string', 'lang'),
      field('apiBase', 'string', 'api-base'),
    ]);
  });

  it('reads events, parts, CSS properties and slots from the JSDoc', () => {
    expect(element?.events).toEqual([
      { name: 'gd-navigate', description: 'Cancelable; { path }.' },
      { name: 'gd-error', description: '{ code } from the error catalogue.' },
    ]);
    expect(element?.cssParts).toEqual([
      { name: 'card', description: 'The card.' },
      { name: 'title', description: 'The title.' },
    ]);
    expect(element?.cssProperties).toEqual([{ name: '--gd-color-accent', description: 'Accent colour.' }]);
    expect(element?.slots).toEqual([{ name: 'footer', description: 'Below the card.' }]);
  });

  it('writes the reference tables and the typed declarations from the same manifest', () => {
    const markdown = elementsMarkdown(manifest);
    expect(markdown).toContain('## `<gd-sample>`');
    expect(markdown).toContain('| `page-size` | `pageSize` | number |');
    expect(markdown).toContain('| `::part(title)` | The title. |');
    const types = elementTypes(manifest);
    expect(types).toContain('export interface GdSampleElement extends HTMLElement {');
    expect(types).toContain('  pageSize: number;');
    expect(types).toContain('  open: boolean;');
    expect(types).toContain("  'gd-error': GlobalEventHandlersEventMap['gd-error'];");
    expect(types).toContain("    'gd-sample': GdSampleElement;");
  });
});
