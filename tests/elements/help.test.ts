import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-help';
import { errors, system } from '../../src/core/contract';
import type { HelpSection } from '../../src/core/contract/help';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  refusal,
  resetPage,
  route,
  textOf,
  waitFor,
} from './support';

const sections: HelpSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    articles: [
      { id: 'register', title: 'How to register', body: '<p>Choose Register in the header.</p>' },
      {
        id: 'password',
        title: 'Forgot your password',
        body: '<p>Use the <b>reset link</b> we e-mail you.</p>',
      },
    ],
  },
  {
    id: 'about-us',
    title: 'About us',
    articles: [
      { id: 'terms', title: 'Términos y condiciones', body: '<p>You must be 18 or older.</p>' },
      {
        id: 'privacy',
        title: 'Privacy Policy',
        body: '<p>We never sell your data.</p><img alt="" src="data:," onerror="window.__helpHacked=1"><script>window.__helpHacked=2</script>',
      },
    ],
  },
];

const articles = (help: HTMLElement) => $$(help, '[part="article"]');
const titles = (help: HTMLElement) =>
  articles(help).map((article) => article.querySelector('h4')?.textContent);
const search = (help: HTMLElement) => $(help, 'input[type="search"]') as HTMLInputElement;
const typeSearch = (help: HTMLElement, value: string) => {
  const input = search(help);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('<gd-help>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([route(system.helpCenter, () => ({ value: { language: 'en', sections } }))]);
  });
  afterEach(() => api.restore());

  it('shows the sections with an index and the articles, their HTML sanitised', async () => {
    const help = await mount('gd-help');
    await waitFor(() => articles(help).length === 4);
    expect(api.callsTo(system.helpCenter)[0]?.headers.get('Language')).to.equal('en');
    expect($$(help, '[part="index"] a').map((link) => link.getAttribute('href'))).to.deep.equal([
      '#register',
      '#password',
      '#terms',
      '#privacy',
    ]);
    await waitFor(() => $(help, '#password .help-article__body b'));
    await waitFor(() => $(help, '#privacy .help-article__body p'));
    const privacy = $(help, '#privacy .help-article__body')!.innerHTML;
    expect(privacy).not.to.contain('onerror');
    expect(privacy).not.to.contain('script');
    expect((window as { __helpHacked?: number }).__helpHacked).to.equal(undefined);
    await expectAccessible(help, 'all articles');
  });

  it('searches titles and bodies, accents and case aside, and says how many match', async () => {
    const help = await mount('gd-help');
    await waitFor(() => articles(help).length === 4);
    typeSearch(help, 'RESET link');
    await waitFor(() => articles(help).length === 1);
    expect(titles(help)).to.deep.equal(['Forgot your password']);
    expect($(help, '[part="search-status"]')?.textContent).to.equal('1 article matches “RESET link”');
    typeSearch(help, 'terminos');
    await waitFor(() => titles(help)[0] === 'Términos y condiciones');
    // Words from the title and the body together; the markup itself is not searched.
    typeSearch(help, 'privacy sell');
    await waitFor(() => titles(help)[0] === 'Privacy Policy');
    typeSearch(help, 'script');
    await waitFor(() => $(help, '[part="no-results"]'));
    expect(textOf(help)).to.contain('No article matches “script”');
    await expectAccessible(help, 'no results');
    ($(help, '[part="no-results"] button') as HTMLButtonElement).click();
    await waitFor(() => articles(help).length === 4);
    expect(search(help).value).to.equal('');
  });

  it('scrolls a deep-linked article into view and marks it current', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    const help = await mount('gd-help', { article: 'privacy' });
    const below = spacer.cloneNode() as HTMLElement;
    document.body.append(below);
    await waitFor(() => $(help, '[aria-current="location"]'));
    expect($(help, '[aria-current="location"]')?.textContent).to.equal('Privacy Policy');
    const target = $(help, '#privacy')!;
    await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 40);
    expect(help.shadowRoot?.activeElement?.id).to.equal('help-article-privacy');
    // A new link on the same element scrolls again.
    help.setAttribute('article', 'register');
    await waitFor(() => $(help, '[aria-current="location"]')?.textContent === 'How to register');
    spacer.remove();
    below.remove();
  });

  it('has an empty state and an error state with a retry', async () => {
    api.on(system.helpCenter, () => ({ value: { language: 'en', sections: [] } }));
    const empty = await mount('gd-help');
    await waitFor(() => $(empty, '[part="empty"]'));
    expect(textOf(empty)).to.contain('The help centre has no articles yet.');
    empty.remove();

    let fail = true;
    api.on(system.helpCenter, () =>
      fail
        ? refusal({ code: errors.UNKNOWN.code, status: 500, value: null })
        : { value: { language: 'en', sections } },
    );
    const help = await mount('gd-help');
    await waitFor(() => $(help, '[part="error"]'));
    await expectAccessible(help, 'failed');
    fail = false;
    ($(help, '[part="error"] button') as HTMLButtonElement).click();
    await waitFor(() => articles(help).length === 4);
  });
});
