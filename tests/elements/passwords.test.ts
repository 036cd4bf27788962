import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-forgot-password';
import '../../src/elements/gd-change-password';
import { session } from '../../src/core';
import { auth, system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import {
  $,
  expectAccessible,
  type FakeApi,
  fakeApi,
  input,
  mount,
  resetPage,
  statusFixture,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

describe('<gd-forgot-password> and <gd-change-password>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('e-mail tab: required fields, "Username/Email does not exist", then the request-sent dialog', async () => {
    const el = await mount('gd-forgot-password');
    await waitFor(() => input(el, 'username'));
    submit(el);
    await waitFor(() => textOf(el).includes('Input cannot be empty'));

    api.on(auth.forgotByEmail, () => ({ code: 1400, status: 404 }));
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'email'), 'player@example.com');
    submit(el);
    await waitFor(() => textOf(el).includes('Username/Email does not exist'));
    await expectAccessible(el, 'with a refused request');
    const [call] = api.callsTo(auth.forgotByEmail);
    expect(call?.headers.get('content-type')).to.contain('application/x-www-form-urlencoded');
    expect(call?.body).to.deep.equal({ username: 'demo_player', email: 'player@example.com' });

    api.on(auth.forgotByEmail, () => ({ value: null }));
    submit(el);
    await waitFor(() => $(el, 'dialog[open]')?.textContent?.includes('Your request has been sent'));
  });

  it('phone tab only with CHNGPASSVERIF3; its countdown follows expirationTime', async () => {
    api.on(auth.forgotCode, () => ({ value: { expirationTime: Date.now() + 90_000 } }));
    const el = await mount('gd-forgot-password');
    const tab = await waitFor(() => $(el, '[data-tab="mobileNum"]'));
    tab.click();
    await waitFor(() => $(el, '.country__button')?.textContent?.includes('+63'));
    type(input(el, 'mobileNum'), '9123456789');
    $(el, '[part="send-code"]')?.click();
    await waitFor(() => /Resend in (90|89|88)s/.test($(el, '[part="send-code"]')?.textContent ?? ''));

    await resetPage();
    const status = statusFixture();
    status.info.whitelabel = status.info.whitelabel.filter((node) => node.code !== 'CHNGPASSVERIF3');
    api.on(system.status, () => ({ value: status }));
    const bare = await mount('gd-forgot-password');
    await waitFor(() => session.systemStatus.value !== null && input(bare, 'email'));
    expect($(bare, '[data-tab="mobileNum"]')).to.equal(null);
  });

  it('reset-token: sets the new password from the e-mailed link', async () => {
    api.on(auth.resetByEmailLink, () => ({ value: null }));
    const el = await mount('gd-forgot-password', { 'reset-token': 'abcdefghijklmnopqrstuvwxyz' });
    // The brand's password rules (the site status) are what the form checks before sending.
    await waitFor(() => session.systemStatus.value !== null && input(el, 'newPassword'));
    type(input(el, 'newPassword'), 'NewPass1');
    type(input(el, 'confirmNewPassword'), 'NewPass2');
    submit(el);
    await waitFor(() => textOf(el).includes('Incorrect confirmation input'));
    type(input(el, 'confirmNewPassword'), 'NewPass1');
    submit(el);
    await waitFor(() => api.callsTo(auth.resetByEmailLink).length === 1);
    expect(api.callsTo(auth.resetByEmailLink)[0]?.body).to.include({
      resetToken: 'abcdefghijklmnopqrstuvwxyz',
      newPassword: 'NewPass1',
    });
    const ok = await waitFor(() => $(el, 'dialog[open] .btn--primary'));
    ok.click();
    await waitFor(() => assigned.length === 1);
    expect(assigned).to.deep.equal(['/login']);
  });

  it('change password: password rule with a single number and confirmation mismatch', async () => {
    session.token.value = 'tok-123';
    api.on(auth.changePassword, () => ({ value: null }));
    const el = await mount('gd-change-password');
    await waitFor(() => input(el, 'oldPassword'));
    // The password rule comes with the status; before it arrives only the server checks.
    await waitFor(() => session.systemStatus.value);
    type(input(el, 'oldPassword'), 'Demo1234');
    type(input(el, 'newPassword'), 'abc');
    type(input(el, 'confirmNewPassword'), 'abd');
    submit(el);
    await waitFor(() => textOf(el).includes('Please fill in your password with 8 characters'));
    expect(textOf(el)).to.contain('Incorrect confirmation input');
    await expectAccessible(el, 'with its field errors');
    type(input(el, 'newPassword'), 'Secret99');
    type(input(el, 'confirmNewPassword'), 'Secret99');
    submit(el);
    await waitFor(() => textOf(el).includes('Your password has been changed'));
    expect(api.callsTo(auth.changePassword)[0]?.body).to.deep.equal({
      oldPassword: 'Demo1234',
      newPassword: 'Secret99',
      confirmNewPassword: 'Secret99',
    });
  });
});
