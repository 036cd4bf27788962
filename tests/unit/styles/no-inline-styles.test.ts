import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

/** Where each file uses `pattern`, as "file:line". */
function uses(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
  );
}

const markup = [
  ...filesUnder(join(root, 'src'), ['.tsx', '.html']),
  ...filesUnder(join(root, 'demo'), ['.tsx', '.html']),
];

// A strict Content-Security-Policy (no 'unsafe-inline' in style-src) blocks <style> elements and style
// attributes in markup: every part's CSS is adopted into its shadow root, pages link style sheets.
describe('styles work under a strict Content-Security-Policy', () => {
  it('finds the element and demo markup to check', () => {
    expect(markup.some((file) => file.endsWith('BettingRecordPage.tsx'))).toBe(true);
    expect(markup.some((file) => file.endsWith('embed-register.html'))).toBe(true);
  });

  it('has no <style> element in src/ or the demo pages', () => {
    expect(uses(markup, /<style[\s>]/i)).toEqual([]);
  });

  it('has no style attribute in the demo and element HTML pages', () => {
    const html = markup.filter((file) => file.endsWith('.html'));
    expect(uses(html, /\sstyle\s*=/i)).toEqual([]);
  });
});
