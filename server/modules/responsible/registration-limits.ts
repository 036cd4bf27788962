import type { RegisterSettings } from '../../../src/core/contract/system';
import { fail } from '../../http/envelope';
import type { RegistrationLimits } from '../auth/register';
import type { ServerContext } from '../context';
import { profileDepositLimits, profileOf } from './profiles';
import { NO_LIMITS } from './rules';
import { assertDepositLimitsAllowed, startingDepositLimits } from './settings';
import type { DepositLimits } from './tables';

const anySet = (limits: DepositLimits) =>
  limits.day !== null || limits.week !== null || limits.month !== null;

/**
 * The profile's rule for limits at registration: `prompt` (uk) wants an answer, limits or an explicit
 * "no limit" (null); `required` wants at least one window (nl), or the monthly one at most the profile's
 * maximum (de). Refused with RG_DEPOSIT_LIMIT_REQUIRED before anything is written. The member starts
 * with the limits chosen, and a window left open takes the profile's default (es).
 */
export function registrationLimits(ctx: ServerContext): RegistrationLimits {
  return (chosen) => {
    const profile = profileOf(ctx.operator.current());
    if (profile.registrationLimits === 'prompt' && chosen === undefined) {
      fail('RG_DEPOSIT_LIMIT_REQUIRED', { rule: 'choice', maxMonthly: null });
    }
    if (profile.registrationLimits === 'required') {
      if (profile.maxMonthlyDepositMinor !== null) assertDepositLimitsAllowed(chosen ?? NO_LIMITS, profile);
      else if (!chosen || !anySet(chosen))
        fail('RG_DEPOSIT_LIMIT_REQUIRED', { rule: 'any', maxMonthly: null });
    }
    // Nothing chosen (or "no limit"): nothing of the member's own to write; the profile's defaults still hold.
    const own = chosen && anySet(chosen) ? profileDepositLimits(chosen, profile) : null;
    return async (trx, memberId, at) => {
      if (own) await startingDepositLimits(trx, memberId, own, at);
    };
  };
}

/**
 * What the registration form is told to ask (system status), from the brand's profile now: deposit limits (a prompt
 * or required), a birth date (uk, nl).
 */
export const registrationAsks =
  (ctx: ServerContext) => (): Pick<RegisterSettings, 'depositLimits' | 'birthDateRequired'> => {
    const profile = profileOf(ctx.operator.current());
    return {
      ...(profile.registrationLimits === 'none'
        ? {}
        : { depositLimits: { ask: profile.registrationLimits, maxMonthly: profile.maxMonthlyDepositMinor } }),
      ...(profile.birthDateRequired ? { birthDateRequired: true } : {}),
    };
  };
