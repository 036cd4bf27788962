import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/contract';
import { failureMessage } from '../../../src/features/ui/failure-message';

describe('what a refusal to a kept-out member says', () => {
  it('a time-out names when it ends, in the reader’s language', () => {
    const refusal = ApiError.of('SELF_EXCLUDED', { kind: 'time_out', until: '2026-12-01T10:00:00Z' });
    const message = failureMessage(refusal, 'en');
    expect(message.key).toBe('err_self_excluded_until');
    expect(message.params?.until).toMatch(/Dec 1, 2026/);
  });

  it('a person the national register lists is told so when they try to open an account', () => {
    const refusal = ApiError.of('EXCLUSION_REGISTER_LISTED', { register: 'GAMSTOP' });
    expect(failureMessage(refusal, 'en')).toEqual({ key: 'err_exclusion_register_listed' });
  });

  it('a register that cannot answer asks to try again later', () => {
    const refusal = ApiError.of('EXCLUSION_REGISTER_UNAVAILABLE', { register: 'GAMSTOP' });
    expect(failureMessage(refusal, 'en')).toEqual({ key: 'err_exclusion_register_unavailable' });
  });
});
