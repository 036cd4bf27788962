import { consumeCode, issueCode } from '../auth/verification-codes';
import type { ServerContext } from '../context';
import type { Db } from '../database';

export const EMAIL_CODE_MINUTES = 10;

/** Sends a 6-digit code to an address being bound: one a minute, five an hour. */
export async function sendEmailBindCode(ctx: ServerContext, email: string): Promise<void> {
  const { code } = await issueCode(ctx, {
    channel: 'email',
    destination: email,
    purpose: 'bind',
    minutes: EMAIL_CODE_MINUTES,
  });
  await ctx.email.send({
    to: email,
    subject: 'Confirm your e-mail address',
    body: `Your Gamedeck code to confirm this e-mail address is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.`,
  });
}

/** Uses up the latest bind code sent to an address; five wrong tries burn it. */
export async function consumeEmailBindCode(
  ctx: ServerContext,
  db: Db,
  email: string,
  code: string,
): Promise<void> {
  await consumeCode(ctx, db, { destination: email, purpose: 'bind', code });
}
