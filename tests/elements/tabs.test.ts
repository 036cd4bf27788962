import { expect } from '@esm-bundle/chai';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { type TabItem, Tabs } from '../../src/features/ui/Tabs';
import { componentRoot } from './support';

type Key = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
const items: TabItem<Key>[] = (['a', 'b', 'c', 'd', 'e', 'f'] as const).map((key) => ({
  key,
  label: `Tab ${key}`,
}));

/** A tab list that owns its choice, as the elements use it. */
function Chooser({ initial }: { initial: Key }) {
  const [selected, setSelected] = useState<Key>(initial);
  return createElement(Tabs<Key>, { items, selected, onSelect: setSelected, label: 'Kinds' });
}

describe('tab lists', () => {
  let host: HTMLDivElement;
  let root: Root;
  let dispose: () => void;
  // Six tabs of 120 px in a 200 px list: it scrolls sideways.
  const style = document.createElement('style');
  style.textContent = '.tabs { display: flex; width: 200px; overflow-x: auto; } .tab { flex: 0 0 120px; }';
  beforeEach(() => {
    document.head.append(style);
    ({ host, root, dispose } = componentRoot());
  });
  afterEach(() => {
    dispose();
    style.remove();
  });

  const list = () => host.querySelector<HTMLElement>('[role="tablist"]')!;
  const inView = (key: Key) => {
    const tab = host.querySelector<HTMLElement>(`[data-tab="${key}"]`)!.getBoundingClientRect();
    const box = list().getBoundingClientRect();
    return tab.left >= box.left - 1 && tab.right <= box.right + 1;
  };

  it('starts at its first tab without laying out the page to check', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
    let reads = 0;
    Object.defineProperty(Element.prototype, 'scrollWidth', {
      configurable: true,
      get(this: Element) {
        reads += 1;
        return descriptor.get!.call(this);
      },
    });
    try {
      flushSync(() => root.render(createElement(Chooser, { initial: 'a' })));
    } finally {
      Object.defineProperty(Element.prototype, 'scrollWidth', descriptor);
    }
    expect(reads).to.equal(0);
    expect(list().scrollLeft).to.equal(0);
    expect(inView('a')).to.equal(true);
  });

  it('scrolls a chosen tab further along into view when it starts', () => {
    flushSync(() => root.render(createElement(Chooser, { initial: 'e' })));
    expect(list().scrollLeft).to.be.greaterThan(0);
    expect(inView('e')).to.equal(true);
  });

  it('keeps the tab the arrow keys move to in view', () => {
    flushSync(() => root.render(createElement(Chooser, { initial: 'a' })));
    const first = host.querySelector<HTMLElement>('[data-tab="a"]')!;
    first.focus();
    flushSync(() => first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(host.querySelector('[data-tab="f"]')?.getAttribute('aria-selected')).to.equal('true');
    expect(document.activeElement).to.equal(host.querySelector('[data-tab="f"]'));
    expect(inView('f')).to.equal(true);
    flushSync(() =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      ),
    );
    expect(inView('a')).to.equal(true);
  });
});
