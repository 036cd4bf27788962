import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-maintenance';
import '../../src/elements/gd-login';
import { ApiError, brandConfig, call, configure, language, setLanguage, t } from '../../src/core';
import { system } from '../../src/core/contract';
import { type FakeApi, fakeApi, mount, statusFixture, textOf, waitFor } from './support';

/**
 * The texts a bare page fetches: each element only the namespaces its first screen uses, in the one
 * language it renders in. This file does not reset the page: it starts as a partner page does, in its
 * starting language (the brand default, or the visitor's stored choice) with nothing loaded.
 */
const page = language.peek();
const own = page === 'en' ? 'es' : 'en';
const localeFile = /\/locales\/([a-z]{2,3})\/([a-z-]+)\.json/;

/** The locale files requested so far, as "lang/namespace". */
function requestedTexts(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => localeFile.exec(entry.name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, lang, namespace]) => `${lang}/${namespace}`);
  return [...new Set(files)].sort();
}

describe('texts per namespace, in one language', () => {
  let api: FakeApi;
  before(async () => {
    // The switch below goes to Portuguese: a visitor's choice counts only among the brand's languages.
    configure({ supportedLanguages: [...brandConfig.value.supportedLanguages, 'pt'] });
    api = await fakeApi();
    api.on(system.status, () => ({
      value: statusFixture({ status: 1, maintenance: true, maintenanceEnd: null }),
    }));
  });
  after(() => api.restore());

  it('an element fetches common and its own namespaces in the page language, nothing else', async () => {
    const el = await mount('gd-maintenance');
    await waitFor(() => textOf(el).length > 0);
    expect(textOf(el)).not.to.contain('maintenance_text');
    expect(requestedTexts()).to.deep.equal([`${page}/common`, `${page}/status`].sort());
  });

  it('an element with its own lang fetches its namespaces in that language only', async () => {
    const el = await mount('gd-login', { lang: own });
    await waitFor(() => el.shadowRoot?.querySelector('[part="login-form"]'));
    expect(textOf(el)).not.to.contain('login_submit');
    expect(requestedTexts()).to.deep.equal(
      [`${own}/common`, `${own}/login`, `${page}/common`, `${page}/status`].sort(),
    );
  });

  it('a language switch fetches the new language of what the page language elements use', async () => {
    const el = document.querySelector('gd-maintenance') as HTMLElement;
    const before = textOf(el);
    await setLanguage('pt');
    await waitFor(() => textOf(el) !== before);
    expect(textOf(el)).to.contain('manutenção');
    // The login keeps its own language: no pt/login.
    expect(requestedTexts()).to.deep.equal(
      [`${own}/common`, `${own}/login`, `${page}/common`, `${page}/status`, 'pt/common', 'pt/status'].sort(),
    );
  });

  it('a failed call brings the error texts of every language the elements render in before it is seen', async () => {
    api.on(system.domainRoute, () => ({ code: 1005, status: 404 }));
    const failure = await call(system.domainRoute, {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(ApiError);
    const key = (failure as ApiError).key;
    // Translated at once, as a screen keeping the failure's text does: words in each language, never blank.
    for (const lng of [page, own, 'pt']) {
      expect(t(key, { lng }), lng).not.to.equal('');
      expect(t(key, { lng }), lng).not.to.equal(key);
    }
    expect(requestedTexts().filter((file) => file.endsWith('/errors'))).to.deep.equal(
      [`${own}/errors`, `${page}/errors`, 'pt/errors'].sort(),
    );
  });
});
