import { expect } from '@esm-bundle/chai';
import { sleep } from './support';

// Modules of nothing, so the links load without a server behind them.
const files = Array.from(
  { length: 16 },
  (_, index) => `data:text/javascript,export{}//preload-test-${index}`,
);
// The build's map of element files (vite.demo.config.ts writes it into the shell): two elements sharing a chunk.
Object.assign(globalThis, {
  __ELEMENT_FILES__: {
    files,
    elements: {
      'gd-first': { code: [0, 1, 2, 3, 4, 5, 6, 7], texts: ['common'] },
      'gd-second': { code: [7, 9, 10, 11, 12, 13], texts: ['common', 'lobby'] },
    },
    texts: { en: { common: 14, lobby: 15 }, es: { common: 8 } },
  },
});
const { preloadElements } = await import('../../demo/element-preloads');

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    .map((link) => link.getAttribute('href')!)
    .filter((href) => href.includes('//preload-test-'));

describe('element preloads (the demo shell)', () => {
  it('asks for each file of the elements once, in their order, a few per task and none in the caller’s task', async () => {
    const seenPerTask: number[] = [];
    preloadElements(['gd-first', 'gd-second', 'gd-unknown'], 'en');
    expect(preloads()).to.deep.equal([]);
    for (let task = 0; task < 10 && preloads().length < 14; task++) {
      const before = preloads().length;
      await sleep(0);
      seenPerTask.push(preloads().length - before);
    }
    expect(preloads()).to.deep.equal(
      [0, 1, 2, 3, 4, 5, 6, 7, 14, 9, 10, 11, 12, 13, 15].map((index) => files[index]),
    );
    expect(Math.max(...seenPerTask)).to.be.at.most(6);

    // Asked again, and in another language: only the texts not asked for yet.
    preloadElements(['gd-first'], 'es');
    await sleep(0);
    expect(preloads().slice(15)).to.deep.equal([files[8]]);
  });
});
