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
      { name: 'layout', type: { text: "'grid' | 'list'" }, fieldName: 'layout' },
      { name: 'tone', type: { text: "'calm' | 'loud'" }, fieldName: 'tone' },
      expect.objectContaining({ name: 'lang', type: { text: 'string' }, fieldName: 'lang' }),
      expect.objectContaining({ name: 'api-base', type: { text: 'string' }, fieldName: 'apiBase' }),
    ]);
    const field = (name: string, type: string, attribute: string) =>
      expect.objectContaining({ kind: 'field', name, type: { text: type }, attribute });
    expect(element?.members).toEqual([
      field('heading', 'string', 'heading'),
      field('pageSize', 'number', 'page-size'),
      field('open', 'boolean', 'open'),
      field('layout', "'grid' | 'list'", 'layout'),
      field('tone', "'calm' | 'loud'", 'tone'),
      field('lang', 'string', 'lang'),
      field('apiBase', 'string', 'api-base'),
    ]);
  });

  it('reads events, parts, CSS properties and slots from the JSDoc', () => {
    expect(element?.events).toEqual([
      {
        name: 'gd-navigate',
        description: 'Cancelable; { path }.',
        type: { text: 'CustomEvent<{ path: string; replace?: boolean }>' },
      },
      {
        name: 'gd-error',
        description: '{ code } from the error catalogue.',
        type: { text: 'CustomEvent<{ code: number; message?: string }>' },
      },
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
    expect(markdown).toContain(
      '| `gd-navigate` | `CustomEvent<{ path: string; replace?: boolean }>` | Cancelable; { path }. |',
    );
    const types = elementTypes(manifest);
    const index = types['index.d.ts'] ?? '';
    expect(index).toContain('export interface GdSampleElement extends HTMLElement {');
    expect(index).toContain('  pageSize: number;');
    expect(index).toContain('  open: boolean;');
    expect(index).toContain("  'gd-error': CustomEvent<{ code: number; message?: string }>;");
    expect(index).toContain("    'gd-sample': GdSampleElement;");
    // Self-contained: no imports, the page API's types copied from the source.
    expect(index).not.toMatch(/^import /m);
    expect(index).toContain('export interface BrandConfig {');
    expect(types['elements/gd-sample.d.ts']).toContain(
      "export type { GdSampleElement, GdSampleElementEventMap } from '../index.js';",
    );
    expect(types['jsx-react.d.ts']).toContain("      'gd-sample': GamedeckJsx<GdSampleElement> & {");
    expect(types['jsx-react.d.ts']).toContain("        open?: boolean | 'true' | 'false';");
    expect(types['jsx-vue.d.ts']).toContain('      pageSize?: number;');
    // An enumerated prop is the union of its values, whether listed in place or imported.
    expect(index).toContain("  layout: 'grid' | 'list';");
    expect(types['jsx-react.d.ts']).toContain("        tone?: 'calm' | 'loud';");
    expect(types['jsx-vue.d.ts']).toContain(
      "      onGdNavigate?: (event: GdSampleElementEventMap['gd-navigate']) => void;",
    );
  });
});
