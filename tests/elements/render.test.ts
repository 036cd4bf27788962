import { expect } from '@esm-bundle/chai';
import '../../src/elements/index';
import { system } from '../../src/core/contract';
import { defineElement, oneOf } from '../../src/elements/define';
import { $, type FakeApi, fakeApi, mount, resetPage, textOf, waitFor } from './support';

const tags = [
  'gd-header',
  'gd-login',
  'gd-register',
  'gd-forgot-password',
  'gd-change-password',
  'gd-maintenance',
  'gd-region',
];

describe('every element', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  for (const tag of tags) {
    it(`<${tag}> renders in an open shadow root with the shared stylesheets`, async () => {
      const el = await mount(tag);
      expect(el.shadowRoot).to.not.equal(null);
      expect(el.shadowRoot?.mode).to.equal('open');
      expect(el.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(2);
      await waitFor(() => textOf(el).trim().length > 0);
      expect(el.shadowRoot?.querySelector('.gd-root')?.getAttribute('lang')).to.equal('en');
    });
  }

  it('loads the system status once for a page with several elements', async () => {
    await mount('gd-header');
    await mount('gd-login');
    await mount('gd-region');
    await waitFor(() => api.callsTo(system.status).length > 0);
    expect(api.callsTo(system.status)).to.have.length(1);
  });

  it('ignores a second definition of the same tag', () => {
    const first = customElements.get('gd-login');
    const again = defineElement('gd-login', () => null);
    expect(again).to.equal(first);
    expect(customElements.get('gd-login')).to.equal(first);
  });

  it('renders the global overlays in exactly one element', async () => {
    const header = await mount('gd-header');
    const login = await mount('gd-login');
    const { session } = await import('../../src/core');
    session.notice.value = { key: 'in_need_true_account', kind: 'warning', confirmKey: 'in_increase_submit' };
    await waitFor(() => $(header, 'dialog[open]'));
    const openDialogs = [header, login].flatMap((el) =>
      Array.from(el.shadowRoot?.querySelectorAll('dialog[open]') ?? []),
    );
    expect(openDialogs).to.have.length(1);
    session.notice.value = null;
  });

  it('keeps its React tree when moved in the page', async () => {
    const el = await mount('gd-login');
    const root = $(el, '.gd-root');
    const box = document.createElement('div');
    document.body.append(box);
    box.append(el);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($(el, '.gd-root')).to.equal(root);
  });

  it('upgrades properties set before the tag was defined', async () => {
    const el = document.createElement('gd-late-test') as HTMLElement & { mode?: string };
    el.mode = 'late';
    document.body.append(el);
    defineElement('gd-late-test', ({ mode }: { mode?: string }) => mode ?? 'none', {
      props: { mode: 'string' },
    });
    await waitFor(() => textOf(el).includes('late'));
  });

  it('takes only the listed values of an enumerated attribute, in any letter case, as listed', async () => {
    defineElement('gd-choice-test', ({ view }: { view?: string }) => `view:${view ?? 'none'}`, {
      props: { view: oneOf(['LOBBY', 'betting']) },
    });
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = document.createElement('gd-choice-test') as HTMLElement & { view?: string };
      el.setAttribute('view', 'lobby');
      document.body.append(el);
      await waitFor(() => textOf(el) === 'view:LOBBY');
      expect(el.view).to.equal('LOBBY');
      el.setAttribute('view', 'casino');
      el.view = 'roulette';
      await new Promise((settle) => setTimeout(settle, 50));
      expect(textOf(el)).to.equal('view:LOBBY');
      expect(String(warnings[0]?.[0])).to.contain('view="casino" is not one of LOBBY, betting');
      expect(warnings).to.have.length(2);
      el.view = 'Betting';
      await waitFor(() => textOf(el) === 'view:betting');
    } finally {
      console.warn = warn;
    }
  });
});
