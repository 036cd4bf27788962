import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

// Money in minor units and the balance every signed-in element shows.

/** Amounts are integer minor units (the brand's currency exponent says where the point goes). */
export const minor = z.int();

export const balance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  request: empty,
  response: z.object({ sumBalance: minor }),
});
