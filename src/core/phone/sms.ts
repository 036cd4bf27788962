import { call } from '../api';
import * as auth from '../contract/auth';
import { type PhoneVerifier, type SendCodeRequest, throttleSends } from './verifier';

const captchaOf = (request: SendCodeRequest) => ({
  ...(request.captcha ? { captcha: request.captcha } : {}),
  ...(request.captchaId ? { captchaId: request.captchaId } : {}),
});

/** Seconds left until a forgot-password code expires (its answer gives a timestamp). */
export function secondsUntil(expirationTime: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

async function sendSms(request: SendCodeRequest): Promise<{ countdownSeconds: number }> {
  const { mobileNum, countryDialingCode } = request;
  switch (request.purpose) {
    case 'login': {
      const answer = await call(auth.smsLoginCode, { mobileNum, countryDialingCode, ...captchaOf(request) });
      return { countdownSeconds: answer.expiredMinutes * 60 };
    }
    case 'register': {
      const answer = await call(auth.smsRegisterCode, {
        mobileNo: mobileNum,
        countryDialingCode,
        regType: request.regType ?? 'mobile',
        ...captchaOf(request),
      });
      return { countdownSeconds: answer.expiredMinutes * 60 };
    }
    case 'forgot': {
      const answer = await call(auth.forgotCode, { mobileNum, countryDialingCode, ...captchaOf(request) });
      return { countdownSeconds: secondsUntil(answer.expirationTime) };
    }
  }
}

/** The platform's own SMS codes; failures are `ApiError`s whose server message the form shows. */
export const smsVerifier: PhoneVerifier = { kind: 'sms', sendCode: throttleSends(sendSms) };
