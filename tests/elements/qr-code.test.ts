import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { encode } from 'uqr';
import { QrCode } from '../../src/features/ui/QrCode';
import { componentRoot, waitFor } from './support';

describe('QR code', () => {
  let host: HTMLDivElement;
  let root: Root;
  let dispose: () => void;
  beforeEach(() => {
    ({ host, root, dispose } = componentRoot());
  });
  afterEach(() => dispose());

  it('draws one dark module per dark cell of the encoder matrix, inside a 4-module quiet zone', async () => {
    const text = 'https://brand.example.test/download.html';
    root.render(createElement(QrCode, { text, label: 'Scan to download' }));
    const svg = await waitFor(() => host.querySelector('svg'));
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('Scan to download');
    expect(svg.getAttribute('width')).to.equal('125');

    const matrix = encode(text, { ecc: 'M', border: 0 }).data;
    const expected = matrix.flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`${x + 4},${y + 4}`] : [])),
    );
    const drawn = [
      ...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g),
    ].map(([, x, y]) => `${x},${y}`);
    expect(drawn).to.have.length.above(100);
    expect(drawn).to.deep.equal(expected);
    expect(svg.getAttribute('viewBox')).to.equal(`0 0 ${matrix.length + 8} ${matrix.length + 8}`);
  });

  it('draws nothing for a text too long for version 10', async () => {
    root.render(createElement(QrCode, { text: 'x'.repeat(300), label: 'Too long' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('svg')).to.equal(null);
  });
});
