import { z } from 'zod';

/**
 * The operator's live switches: one copy in the database for every node (operator-store.ts),
 * edited through DATA_DIR/operator.json on any node.
 */
export const operatorConfigSchema = z.object({
  maintenance: z
    .object({ enabled: z.boolean().default(false), endTime: z.string().nullable().default(null) })
    .default({ enabled: false, endTime: null }),
  /** IPv4/IPv6 ranges mapped to country codes. */
  regions: z.array(z.object({ cidr: z.string(), country: z.string() })).default([]),
  restrictedCountries: z.array(z.string()).default([]),
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges). */
  trustedProxies: z.array(z.string()).default([]),
  /** Partner sites allowed to call the API from the browser. */
  corsOrigins: z.array(z.string()).default([]),
  /** Partner sites allowed to frame the operator site's pages (CSP frame-ancestors, besides the site itself). */
  frameAncestors: z.array(z.string().regex(/^[^\s;,]+$/, 'one origin per entry')).default([]),
  /** More hosts serving the built-in games besides the site itself (status launchGameCDNs; a launch's fallback address). */
  gameHosts: z.array(z.string().url()).default([]),
  rateLimits: z.boolean().default(true),
  /** Brand rule: visitors without a session token are sent to /login, except on the public routes. */
  loginedToHomePage: z.boolean().default(false),
});
export type OperatorConfig = z.infer<typeof operatorConfigSchema>;

export const defaultOperatorConfig: OperatorConfig = operatorConfigSchema.parse({});

export interface OperatorConfigSource {
  current(): OperatorConfig;
}

/** A fixed configuration (tests that do not exercise the file). */
export function staticOperatorConfig(config: Partial<OperatorConfig> = {}): OperatorConfigSource {
  const parsed = operatorConfigSchema.parse(config);
  return { current: () => parsed };
}
