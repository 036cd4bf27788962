import { describe, expectTypeOf, it } from 'vitest';
import type { CallContext, CallerSession, SignedInCall } from '../../../server/http/route';
import type { system, wallet } from '../../../src/core/contract';

// Checked by `npm run typecheck`: a handler's call is typed by what its endpoint declares.
describe("a handler's call", () => {
  it('has a session on an endpoint declared auth, and maybe one on a public endpoint', () => {
    expectTypeOf<CallContext<typeof wallet.balance>['session']>().toEqualTypeOf<CallerSession>();
    expectTypeOf<CallContext<typeof system.bodyNonce>['session']>().toEqualTypeOf<CallerSession | null>();
  });

  it('has the idempotency key on an endpoint declared idempotent, and none on another', () => {
    expectTypeOf<CallContext<typeof wallet.walletTransfer>['idempotencyKey']>().toEqualTypeOf<string>();
    expectTypeOf<CallContext<typeof wallet.balance>['idempotencyKey']>().toEqualTypeOf<null>();
  });

  it('serves helpers of several signed-in endpoints', () => {
    expectTypeOf<CallContext<typeof wallet.walletTransfer>>().toExtend<SignedInCall>();
    expectTypeOf<CallContext<typeof system.bodyNonce>>().not.toExtend<SignedInCall>();
  });
});
