import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-login';
import '../../src/elements/gd-register';
import { auth } from '../../src/core/contract';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  input,
  mount,
  refusal,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

/**
 * The sign-in forms' parts a visitor may never need load on first use: the captcha when the server asks
 * for it, the login's SMS fields when their tab opens, the login's forgot-password
 * modal when asked for. This file does
 * not reset the page (which fetches every lazy part up front): it starts as a bare partner page does, so the
 * module requests it records are the elements' own.
 */
const parts = {
  captcha: '/src/features/auth/CaptchaField.tsx',
  sms: '/src/features/auth/LoginSmsFields.tsx',
  forgot: '/src/features/auth/ForgotPasswordModal.tsx',
};
type PartName = keyof typeof parts;

// The dev server serves every module on its own: keep every request's timing, not only the first 250.
performance.setResourceTimingBufferSize(100_000);

/** The parts whose code the page has requested so far. */
function requestedParts(): PartName[] {
  const paths = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return (Object.keys(parts) as PartName[]).filter((name) => paths.has(parts[name])).sort();
}

/** The next request of `path` fails as a dropped connection would (see web-test-runner.config.mjs). */
function dropNextRequest(path: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a synchronous, page-wide cookie the test server reads
  document.cookie = `gd-fail-once=${encodeURIComponent(path)}; path=/`;
}

/** A first compile by the test server can be slow on a busy machine. */
const slow = 8000;

describe('sign-in form parts loaded on first use', () => {
  let api: FakeApi;
  before(async () => {
    api = await fakeApi();
    api.on(auth.login, () => refusal({ code: 1200, status: 401, value: { captcha: true } }));
  });
  after(() => api.restore());

  it('a bare login draws its form without the captcha, SMS fields or forgot-password code', async () => {
    const el = await mount('gd-login', { lang: 'es' });
    await waitFor(() => $(el, '[part="login-form"] input[name="password"]'), slow);
    await waitFor(() => $(el, '[data-tab="sms"]'), slow);
    expect(requestedParts()).to.deep.equal([]);
    el.remove();
  });

  it('the SMS fields are fetched when their tab opens; when they do not arrive, the visitor is told in their language', async () => {
    const el = await mount('gd-login', { lang: 'es' });
    await waitFor(() => $(el, '[data-tab="sms"]'), slow);
    dropNextRequest(parts.sms);
    $(el, '[data-tab="sms"]')?.click();
    await waitFor(() => textOf(el).includes('La conexión de red es anormal, inténtelo de nuevo'), slow);
    expect(requestedParts()).to.deep.equal(['sms']);
    expect($(el, 'input[name="mobileNum"]')).to.equal(null);
    const retry = $$(el, '[part="error"] button').find((button) =>
      button.textContent?.includes('Reintentar'),
    );
    expect(retry, 'the retry button').to.exist;
    // The username tab still works.
    $(el, '[data-tab="username"]')?.click();
    await waitFor(() => $(el, 'input[name="password"]'));
    el.remove();
  });

  it('the captcha code comes when the server asks for a captcha, and draws its image', async () => {
    const el = await mount('gd-login', { lang: 'es' });
    await waitFor(() => $(el, '[part="login-form"] input[name="password"]'), slow);
    expect(requestedParts()).not.to.include('captcha');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'wrong');
    submit(el);
    const picture = await waitFor(
      () => $(el, '[part="captcha-image"] canvas') as HTMLCanvasElement | null,
      slow,
    );
    // Drawn from the one-pixel PNG the server sent, not a blank default canvas (300 × 150).
    await waitFor(() => picture.width === 1 && picture.height === 1);
    expect(requestedParts()).to.include('captcha');
    expect(api.callsTo(auth.captchaImage)).to.have.length(1);
    el.remove();
  });

  it("the login's forgot-password modal is fetched when the visitor asks for it", async () => {
    const el = await mount('gd-login', { lang: 'en' });
    await waitFor(() => $(el, '[part="forgot-link"]'), slow);
    expect(requestedParts()).not.to.include('forgot');
    $(el, '[part="forgot-link"]')?.click();
    await waitFor(() => $(el, '[part="forgot-modal"]') && $(el, 'dialog[open]'), slow);
    expect(requestedParts()).to.include('forgot');
    expect(textOf(el)).to.contain('Forgot password');
    el.remove();
  });
});
