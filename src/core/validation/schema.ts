import { z } from 'zod/mini';
import type { RegisterFieldRule, RegisterSettings } from '../contract/system';
import { checkField } from './fields';
import type { Message } from './message';
import { checkRegistration } from './register-form';

/**
 * Zod views of the same rules, for code that validates with schemas (e.g. a server
 * route). Each issue's message is the i18n key; `params` ride along on the issue.
 */
function addIssue(ctx: z.core.$RefinementCtx, found: Message, path: string[] = []): void {
  ctx.addIssue({ code: 'custom', message: found.key, path, params: found.params ?? {} });
}

/** One field rule as a schema of an optional string. */
export function fieldSchema(rule: RegisterFieldRule) {
  return z.optional(z.string()).check(
    z.superRefine((value, ctx) => {
      const found = checkField(rule, value);
      if (found) addIssue(ctx, found);
    }),
  );
}

/** A whole registration form of one tab as a schema. */
export function registrationSchema(settings: RegisterSettings, tab: 'username' | 'mobile') {
  return z.record(z.string(), z.unknown()).check(
    z.superRefine((values, ctx) => {
      for (const [name, found] of Object.entries(checkRegistration(values, settings, tab)))
        addIssue(ctx, found, [name]);
    }),
  );
}
