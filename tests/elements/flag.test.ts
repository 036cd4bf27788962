import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { Flag } from '../../src/features/ui/Flag';
import { componentRoot, waitFor } from './support';

describe('country flags', () => {
  let host: HTMLDivElement;
  let root: Root;
  let dispose: () => void;
  beforeEach(() => {
    ({ host, root, dispose } = componentRoot());
  });
  afterEach(() => dispose());

  it('draws the package flag of a country once it has loaded, named after the country', async () => {
    root.render(createElement(Flag, { countryCode: 'ph', label: 'Philippines' }));
    const svg = await waitFor(() => host.querySelector('svg.flag'));
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('Philippines');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).to.deep.equal(['22', '15']);
    // The flag's module is the dev server's to transform on first request: slow on a busy machine.
    await waitFor(() => svg.querySelector('path'), 30_000);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 513 342');
    expect(svg.innerHTML).to.contain('#0038A8');
  });

  it('shows a badge with the code for a country without a flag', async () => {
    root.render(createElement(Flag, { countryCode: 'ZZ', label: 'Elsewhere' }));
    const svg = (await waitFor(() => host.querySelector('svg.flag text'))).closest('svg');
    expect(svg?.getAttribute('aria-label')).to.equal('Elsewhere');
    expect(svg?.textContent).to.equal('ZZ');
  });
});
