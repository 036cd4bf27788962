import { z } from 'zod';
import { empty, endpoint } from './endpoint';

/** Amounts are integer minor units (the brand's currency exponent says where the point goes). */
export const minor = z.number().int().safe();

export const balance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  request: empty,
  response: z.object({ sumBalance: minor }),
});
