import { z } from 'zod';

/** What the payment gateway posts back about one order. */
export const gatewayCallback = z
  .object({
    /** Unique per callback: a second delivery of the same id is a replay. */
    callbackId: z.string().min(8).max(80),
    orderNo: z.string().min(1).max(40),
    amount: z.number().int().positive().safe(),
    status: z.enum(['success', 'failed']),
  })
  .strict();
export type GatewayCallback = z.infer<typeof gatewayCallback>;

/** The server-to-server path the gateway posts its signed callbacks to. */
export const CALLBACK_PATH = '/wps/payments/gateway/callback';
