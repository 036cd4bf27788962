import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isThirdParty,
  mobileRegisterVerifier,
  PhoneVerificationError,
  phoneErrorKey,
  phoneProvider,
  secondsUntil,
  setPhoneProvider,
  smsVerifier,
  thirdPartyVerifier,
  throttleSends,
} from '../../../src/core/phone';
import { fakePlatform } from './fake-platform';

afterEach(() => {
  vi.unstubAllGlobals();
  setPhoneProvider(null);
});

const provider = () => ({
  channel: 'firebase',
  sendCode: vi.fn(async () => 'verification-1'),
  confirm: vi.fn(async () => 'id-token-1'),
});

describe('third-party phone error messages', () => {
  it.each([
    ['auth/invalid-phone-number', 'phone_invalid_format'],
    ['auth/missing-phone-number', 'phone_missing_number'],
    ['auth/too-many-requests', 'phone_too_many_requests'],
    ['auth/invalid-verification-code', 'phone_invalid_code'],
    ['auth/missing-verification-code', 'phone_missing_code'],
    ['auth/captcha-check-failed', 'phone_captcha_failed'],
    ['auth/quota-exceeded', 'phone_quota_exceeded'],
    ['auth/operation-not-allowed', 'phone_operation_not_allowed'],
    ['auth/code-expired', 'phone_code_expired'],
    ['auth/popup-closed-by-user', 'phone_popup_closed'],
    ['auth/something-else', 'phone_unknown'],
  ])('%s -> %s', (code, key) => {
    expect(phoneErrorKey(code)).toBe(key);
  });
});

describe('third-party verifier', () => {
  it('counts down one minute and hands back the id token fields', async () => {
    const plugged = provider();
    const verifier = thirdPartyVerifier(plugged);
    await expect(
      verifier.sendCode({ mobileNum: '09171234567', countryDialingCode: '+63', purpose: 'register' }),
    ).resolves.toEqual({ countdownSeconds: 60 });
    expect(plugged.sendCode).toHaveBeenCalledWith('+639171234567');
    await expect(verifier.confirm('123456')).resolves.toEqual({
      login: true,
      firebaseChannel: 'firebase',
      firebaseIdToken: 'id-token-1',
    });
    expect(plugged.confirm).toHaveBeenCalledWith('verification-1', '123456');
  });

  it('reuses the token when the same code is confirmed again, asks again after a new send', async () => {
    const plugged = provider();
    const verifier = thirdPartyVerifier(plugged);
    const request = { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'register' } as const;
    await verifier.sendCode(request);
    await verifier.confirm('123456');
    await verifier.confirm('123456');
    expect(plugged.confirm).toHaveBeenCalledTimes(1);
    await verifier.confirm('654321');
    expect(plugged.confirm).toHaveBeenCalledTimes(2);
  });

  it('asks for a send before a code can be confirmed', async () => {
    const error = await thirdPartyVerifier(provider())
      .confirm('123456')
      .catch((e) => e);
    expect(error.key).toBe('phone_missing_code');
  });

  it('turns provider failures into spec messages', async () => {
    const verifier = thirdPartyVerifier({
      channel: 'firebase',
      sendCode: async () => Promise.reject({ code: 'auth/too-many-requests' }),
      confirm: async () => 'never',
    });
    const error = await verifier
      .sendCode({ mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PhoneVerificationError);
    expect(error.key).toBe('phone_too_many_requests');
  });
});

describe('the page phone provider', () => {
  it('is used for registration by mobile only when the brand asks for a third party', () => {
    expect(mobileRegisterVerifier({ phoneVerifier: 'thirdParty' })).toBe(smsVerifier);
    const plugged = provider();
    setPhoneProvider(plugged);
    expect(phoneProvider.value).toBe(plugged);
    const verifier = mobileRegisterVerifier({ phoneVerifier: 'thirdParty' });
    expect(verifier.kind).toBe('thirdParty');
    expect(isThirdParty(verifier)).toBe(true);
    expect(mobileRegisterVerifier({ phoneVerifier: 'sms' })).toBe(smsVerifier);
    expect(isThirdParty(smsVerifier)).toBe(false);
  });

  it('refuses an object that is not a provider', () => {
    expect(() => setPhoneProvider({ channel: 'firebase' } as never)).toThrow(TypeError);
    expect(() => setPhoneProvider({ ...provider(), channel: ' ' })).toThrow(TypeError);
    expect(phoneProvider.value).toBeNull();
  });
});

describe('SMS verifier', () => {
  it('login and register codes count down the answer minutes x 60', async () => {
    const { seen } = await fakePlatform({
      'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 1, message: 'sent' }),
      'POST /wps/verification/sms/register': () => ({ expiredMinutes: 2, message: 'sent' }),
    });
    await expect(
      smsVerifier.sendCode({ mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'login' }),
    ).resolves.toEqual({ countdownSeconds: 60 });
    await new Promise((resolve) => setTimeout(resolve, 1010));
    await expect(
      smsVerifier.sendCode({
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        purpose: 'register',
        regType: 'mobile',
      }),
    ).resolves.toEqual({ countdownSeconds: 120 });
    expect(seen.at(-1)?.body).toEqual({
      mobileNo: '9171234567',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
  });

  it('the forgot countdown runs to the answer expirationTime', () => {
    expect(secondsUntil(10_500, 1_000)).toBe(10);
    expect(secondsUntil(0, 1_000)).toBe(0);
  });
});

describe('send throttle', () => {
  it('sends at most once per second; calls in between share the answer', async () => {
    let clock = 0;
    const send = vi.fn(async (n: number) => n);
    const throttled = throttleSends(send, () => clock);
    await expect(throttled(1)).resolves.toBe(1);
    clock = 999;
    await expect(throttled(2)).resolves.toBe(1);
    clock = 1000;
    await expect(throttled(3)).resolves.toBe(3);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
