import { expect } from '@esm-bundle/chai';
import {
  createElement,
  createRoot,
  flushSync,
  memo,
  useState,
  useSyncExternalStore,
} from '../../src/elements/lite-react';
import { nextFrame, waitFor } from './support';

/**
 * The React behaviours the lite bundles get from src/elements/lite-react.ts on preact: what the components
 * rely on when they run as the lite elements (the site and partners' lite embeds).
 */
const ControlledNote = () => createElement('textarea', { value: 'kept', onChange: () => undefined });

let labelsDrawn = 0;
const Label = ({ label }: { label: string; other?: number }) => {
  labelsDrawn += 1;
  return createElement('span', null, label);
};
const MemoLabel = memo(Label);

/** An outside store of one number. */
const store = {
  value: 1,
  listeners: new Set<() => void>(),
  subscribe: (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
  read: () => store.value,
};
const StoreReader = () =>
  createElement('output', null, String(useSyncExternalStore(store.subscribe, store.read)));

let increment: () => void = () => undefined;
const Counter = () => {
  const [count, setCount] = useState(0);
  increment = () => setCount((n) => n + 1);
  return createElement('b', null, String(count));
};

describe('the lite React layer', () => {
  let host: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const draw = (node: Parameters<typeof root.render>[0]) => flushSync(() => root.render(node));

  it('reports a text field change on every keystroke and a checkbox change on change', () => {
    const typed: string[] = [];
    const ticked: boolean[] = [];
    draw(
      createElement(
        'form',
        null,
        createElement('input', {
          name: 'user',
          onChange: (event: Event) => typed.push((event.currentTarget as HTMLInputElement).value),
        }),
        createElement('textarea', {
          name: 'note',
          onChange: (event: Event) => typed.push((event.currentTarget as HTMLTextAreaElement).value),
        }),
        createElement('input', {
          type: 'checkbox',
          name: 'agree',
          onChange: (event: Event) => ticked.push((event.currentTarget as HTMLInputElement).checked),
        }),
      ),
    );
    const user = host.querySelector<HTMLInputElement>('[name=user]');
    const note = host.querySelector<HTMLTextAreaElement>('[name=note]');
    const agree = host.querySelector<HTMLInputElement>('[name=agree]');
    if (!user || !note || !agree) throw new Error('fields not drawn');
    user.value = 'd';
    user.dispatchEvent(new Event('input', { bubbles: true }));
    user.value = 'de';
    user.dispatchEvent(new Event('input', { bubbles: true }));
    note.value = 'hi';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typed).to.deep.equal(['d', 'de', 'hi']);
    agree.dispatchEvent(new Event('input', { bubbles: true }));
    expect(ticked).to.deep.equal([]);
    agree.click();
    expect(ticked).to.deep.equal([true]);
  });

  it('keeps onInput and onChange of one field both', () => {
    const heard: string[] = [];
    draw(
      createElement('input', {
        onInput: () => heard.push('input'),
        onChange: () => heard.push('change'),
      }),
    );
    host.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect([...heard].sort()).to.deep.equal(['change', 'input']);
  });

  it('hears focus and blur of what is inside, as React does', () => {
    const heard: string[] = [];
    draw(
      createElement(
        'div',
        { onFocus: () => heard.push('focus'), onBlur: () => heard.push('blur') },
        createElement('input', { name: 'inner' }),
        createElement('button', { type: 'button', onDoubleClick: () => heard.push('double') }, 'b'),
      ),
    );
    const inner = host.querySelector('input');
    inner?.focus();
    inner?.blur();
    host.querySelector('button')?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(heard).to.deep.equal(['focus', 'blur', 'double']);
  });

  it('writes camel-case SVG attributes as the DOM names them', () => {
    draw(
      createElement(
        'svg',
        { viewBox: '0 0 24 24', strokeWidth: 2, className: 'icon' },
        createElement('path', { d: 'M0 0h1', strokeLinecap: 'round', textAnchor: 'middle' }),
      ),
    );
    const svg = host.querySelector('svg');
    const path = host.querySelector('path');
    expect(svg?.getAttribute('stroke-width')).to.equal('2');
    expect(svg?.getAttribute('viewBox')).to.equal('0 0 24 24');
    expect(svg?.getAttribute('class')).to.equal('icon');
    expect(path?.getAttribute('stroke-linecap')).to.equal('round');
    expect(path?.getAttribute('text-anchor')).to.equal('middle');
  });

  it('shows a controlled textarea’s value again after the DOM kept other text', () => {
    draw(createElement(ControlledNote, null));
    const note = host.querySelector('textarea');
    if (!note) throw new Error('textarea not drawn');
    note.value = 'typed';
    draw(createElement(ControlledNote, null));
    expect(note.value).to.equal('kept');
  });

  it('draws a memo component again only when a prop changed', () => {
    labelsDrawn = 0;
    draw(createElement(MemoLabel, { label: 'a', other: 1 }));
    draw(createElement(MemoLabel, { label: 'a', other: 1 }));
    expect(labelsDrawn).to.equal(1);
    draw(createElement(MemoLabel, { label: 'b', other: 1 }));
    expect(labelsDrawn).to.equal(2);
    draw(createElement(MemoLabel, { label: 'b' }));
    expect(labelsDrawn).to.equal(3);
    expect(host.textContent).to.equal('b');
  });

  it('follows an outside store', async () => {
    draw(createElement(StoreReader, null));
    expect(host.textContent).to.equal('1');
    await nextFrame();
    store.value = 2;
    for (const listener of store.listeners) listener();
    await waitFor(() => host.textContent === '2');
    root.unmount();
    expect(store.listeners.size).to.equal(0);
  });

  it('renders state changes and empties the container on unmount', async () => {
    draw(createElement(Counter, null));
    flushSync(() => increment());
    await waitFor(() => host.textContent === '1');
    root.unmount();
    expect(host.innerHTML).to.equal('');
  });
});
