import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegisterSettings } from '../../../src/core/contract/system';
import {
  checkChangePassword,
  checkField,
  checkForgotByEmail,
  checkLogin,
  checkMobile,
  checkPassword,
  checkRegistration,
  fieldSchema,
  matchesPattern,
  patternIds,
  rangeText,
  registrationSchema,
} from '../../../src/core/validation';

const rule = (
  pattern: string,
  min = 1,
  max = 50,
  extra: Partial<RegisterFieldRule> = {},
): RegisterFieldRule => ({
  name: 'nickname',
  enabled: true,
  required: true,
  min,
  max,
  pattern,
  ...extra,
});

/** Accepted and refused examples for every pattern of the catalogue. */
const examples: Record<string, { accept: string[]; reject: string[] }> = {
  '1': { accept: ['abc123', 'Z', 'player01'], reject: ['1abc', 'ab_c', 'ab c', ''] },
  '2': { accept: ['漢字123', '山田', '2024'], reject: ['abc', '漢字 1', 'ひらがな'] },
  '3': {
    accept: ['a@b.co', 'first.last+tag@mail.example.com'],
    reject: ['a@b', 'no-at.example.com', 'a b@c.de', '@b.co'],
  },
  '4': { accept: ['abc123', 'ABC', '123'], reject: ['abc-123', 'abc 123', 'ñandu'] },
  '5': { accept: ['abc123', '1a'], reject: ['abcdef', '123456', 'abc12!'] },
  '6': { accept: ['0123456789'], reject: ['12a', '12 3', '-1'] },
  '7': { accept: ['Abc123', 'ABC'], reject: ['abc123', 'Abc-123'] },
  '8': { accept: ['John Smith', 'Ana'], reject: ['John3', 'José', 'a-b'] },
  '9': { accept: ['any!thing#', 'ñ'], reject: ['two words', ' lead'] },
  '10': { accept: ['你好，世界。', '王小明', '（中文）'], reject: ['abc', '123', '你好 world'] },
  '11': {
    accept: ['2024-02-29', '12-31-1999'],
    reject: ['2023-02-29', '31-12-1999', '2024/01/01', '2024-13-01'],
  },
  '12': { accept: ['안녕하세요'], reject: ['안녕 하세요', 'hello', '안녕1'] },
  '13': { accept: ['สวัสดี'], reject: ['สวัสดี ครับ', 'hello'] },
  '14': { accept: ['สวัสดี Hello', 'Somchai Jaidee'], reject: ['สวัสดี1', '   ', 'a_b'] },
  '15': { accept: ['JOHN SMITH', 'A'], reject: ['John Smith', '   ', 'JOHN3'] },
  '16': { accept: ['abc!@#123', 'P@ss'], reject: ['has space', 'ñandú'] },
  '17': {
    accept: ['Passw0rd!', 'aB3$'],
    reject: ['password', 'Password1', 'PASSWORD1!', 'passw0rd!', 'Pass w0rd!'],
  },
  '*': { accept: ['anything at all', '漢字 & symbols!'], reject: [] },
};

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  fields: [
    { name: 'username', enabled: true, required: true, min: 4, max: 16, pattern: '1' },
    { name: 'password', enabled: true, required: true, min: 6, max: 20, pattern: '5' },
    { name: 'mobileNum', enabled: true, required: false, min: 10, max: 10, pattern: '6' },
    { name: 'email', enabled: true, required: false, min: 5, max: 60, pattern: '3' },
    { name: 'affiliateCode', enabled: true, required: false, min: 4, max: 12, pattern: '4' },
    { name: 'realName', enabled: false, required: true, min: 2, max: 30, pattern: '8' },
  ],
  smsVerification: false,
  captcha: true,
  phoneDigits: 10,
  phoneVerifier: 'sms',
  passwordExpiry: true,
  ...overrides,
});

const validRegistration = {
  username: 'player01',
  password: 'abc123',
  confirmPassword: 'abc123',
  captcha: 'X7K2',
  ageConfirmed: true,
  termsAccepted: true,
};

describe('pattern catalogue', () => {
  it('has the 17 spec patterns in order, then *', () => {
    expect(patternIds).toEqual([...Array.from({ length: 17 }, (_, i) => String(i + 1)), '*']);
  });

  for (const [id, { accept, reject }] of Object.entries(examples)) {
    it(`pattern ${id} accepts and refuses`, () => {
      for (const value of accept) expect(matchesPattern(id, value), `${id} accepts "${value}"`).toBe(true);
      for (const value of reject) expect(matchesPattern(id, value), `${id} refuses "${value}"`).toBe(false);
    });

    it(`pattern ${id} explains itself with its bounds`, () => {
      const refused = reject.find((value) => value.trim() !== '') ?? 'x'.repeat(60);
      const found = checkField(rule(id, 1, 50), refused);
      expect(found).toEqual({
        key: id === '*' ? 'val_pattern_any' : `val_pattern_${id}`,
        params: { min: 1, max: 50, range: '1 - 50' },
      });
    });
  }

  it('every pattern has a message key', () => {
    for (const id of patternIds)
      expect(checkField(rule(id, 200, 300), 'short')?.key).toMatch(/^val_pattern_/);
  });

  it('an unknown pattern id accepts nothing', () => {
    expect(matchesPattern('99', 'abc')).toBe(false);
  });
});

describe('field rules', () => {
  it('inserts one number when min equals max', () => {
    expect(rangeText(6, 6)).toBe('6');
    expect(checkField(rule('6', 10, 10), '123')).toEqual({
      key: 'val_pattern_6',
      params: { min: 10, max: 10, range: '10' },
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkField(rule('2', 2, 2), '𠮷野')).toBeNull();
  });

  it('empty: required says "Input cannot be empty", optional says nothing', () => {
    expect(checkField(rule('1'), '')).toEqual({ key: 'val_required' });
    expect(checkField(rule('1'), '   ')).toEqual({ key: 'val_required' });
    expect(checkField(rule('1', 1, 50, { required: false }), undefined)).toBeNull();
  });

  it('optional but typed still follows the rule', () => {
    expect(checkField(rule('3', 5, 60, { required: false, name: 'email' }), 'not-an-email')?.key).toBe(
      'val_pattern_3',
    );
  });

  it('name fields and invitation codes use their own messages for a bad format', () => {
    expect(checkField(rule('8', 2, 30, { name: 'realName' }), 'J0hn')).toEqual({ key: 'val_real_name' });
    expect(checkField(rule('4', 4, 12, { name: 'affiliateCode' }), 'ab-cd')).toEqual({
      key: 'val_invitation_code',
    });
  });

  it('password: length uses the password message, a wrong mix the pattern message', () => {
    expect(checkPassword('ab1', settings())).toEqual({
      key: 'val_password',
      params: { min: 6, max: 20, range: '6 - 20' },
    });
    expect(checkPassword('abcdefg', settings())?.key).toBe('val_pattern_5');
    expect(checkPassword('abc123', settings())).toBeNull();
    expect(checkPassword('', settings())).toEqual({ key: 'val_required' });
  });

  it('mobile: digits, the brand rule, and the phone-digits rule', () => {
    expect(checkMobile('', settings())).toEqual({ key: 'val_required' });
    expect(checkMobile('91712abc', settings())).toEqual({ key: 'val_mobile' });
    expect(checkMobile('917123456', settings())).toEqual({ key: 'val_phone_digits', params: { digits: 10 } });
    expect(checkMobile('9171234567', settings())).toBeNull();
    expect(checkMobile('917123456', settings({ phoneDigits: null }))).toEqual({ key: 'val_mobile' });
    expect(checkMobile('91712345', settings({ phoneDigits: null, fields: [] }))).toBeNull();
  });
});

describe('registration', () => {
  it('accepts a complete username-tab form', () => {
    expect(checkRegistration(validRegistration, settings(), 'username')).toEqual({});
  });

  it('reports every missing or wrong field', () => {
    const found = checkRegistration(
      { username: '1x', password: 'abc123', confirmPassword: 'abc124' },
      settings(),
      'username',
    );
    expect(found).toEqual({
      username: { key: 'val_pattern_1', params: { min: 4, max: 16, range: '4 - 16' } },
      confirmPassword: { key: 'val_confirm' },
      captcha: { key: 'val_required' },
      ageConfirmed: { key: 'val_age_required' },
      termsAccepted: { key: 'val_terms_required' },
    });
  });

  it('checks optional fields only when the brand enables them', () => {
    const found = checkRegistration(
      { ...validRegistration, email: 'bad', realName: '!!' },
      settings(),
      'username',
    );
    expect(Object.keys(found)).toEqual(['email']);
  });

  it('needs the verification code when SMS verification is on', () => {
    expect(checkRegistration(validRegistration, settings({ smsVerification: true }), 'username')).toEqual({
      verificationCode: { key: 'val_verification_code' },
    });
  });

  it('mobile tab: number, dialing code and code always; username only when typed', () => {
    const base = { ...validRegistration, username: undefined };
    expect(checkRegistration(base, settings(), 'mobile')).toEqual({
      mobileNum: { key: 'val_required' },
      countryDialingCode: { key: 'val_required' },
      verificationCode: { key: 'val_verification_code' },
    });
    expect(
      checkRegistration(
        { ...base, mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' },
        settings(),
        'mobile',
      ),
    ).toEqual({});
    expect(
      checkRegistration(
        {
          ...base,
          username: '9x',
          mobileNum: '9171234567',
          countryDialingCode: '+63',
          verificationCode: '123456',
        },
        settings(),
        'mobile',
      ),
    ).toHaveProperty('username');
  });

  it('no captcha needed when the brand turns it off', () => {
    const { captcha: _omitted, ...rest } = validRegistration;
    expect(checkRegistration(rest, settings({ captcha: false }), 'username')).toEqual({});
  });

  it('builds zod schemas from the same rules', () => {
    const schema = registrationSchema(settings(), 'username');
    expect(schema.safeParse(validRegistration).success).toBe(true);
    const failed = schema.safeParse({ ...validRegistration, confirmPassword: 'nope' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', 'val_confirm'],
    ]);
    expect(fieldSchema(rule('6', 3, 3)).safeParse('12').error?.issues[0]?.message).toBe('val_pattern_6');
    expect(fieldSchema(rule('6', 3, 3)).safeParse('123').success).toBe(true);
  });
});

describe('other forms', () => {
  it('login: trimmed username and password, captcha once shown', () => {
    expect(checkLogin({ username: '  ', password: 'x' }, { captchaShown: false, type: 'username' })).toEqual({
      username: { key: 'val_required' },
    });
    expect(checkLogin({ username: 'a', password: 'b' }, { captchaShown: true, type: 'username' })).toEqual({
      captcha: { key: 'val_required' },
    });
  });

  it('login by SMS: number and code', () => {
    expect(
      checkLogin({ mobileNum: 'abc', countryDialingCode: '+63' }, { captchaShown: false, type: 'sms' }),
    ).toEqual({
      mobileNum: { key: 'val_mobile' },
      verificationCode: { key: 'val_verification_code' },
    });
    expect(
      checkLogin(
        { mobileNum: '917123456', countryDialingCode: '+63', verificationCode: '1234' },
        { captchaShown: false, type: 'sms', settings: settings() },
      ),
    ).toEqual({ mobileNum: { key: 'val_phone_digits', params: { digits: 10 } } });
  });

  it('forgot by e-mail and change password', () => {
    expect(checkForgotByEmail({ username: 'a', email: 'x@' })).toEqual({ email: { key: 'val_email' } });
    expect(
      checkChangePassword(
        { oldPassword: 'old', newPassword: 'abc123', confirmNewPassword: 'abc12' },
        settings(),
      ),
    ).toEqual({ confirmNewPassword: { key: 'val_confirm' } });
  });
});
