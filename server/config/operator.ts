import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/** The languages the elements have translations for (locales/<lang>/); ty is French Polynesia's (docs/operating.md). */
const translatedLanguages = ['es', 'en', 'pt', 'ty'] as const;

/** The site's languages: the brand default and those its language picker offers (spec: ES, and ES and EN). */
const languagesSchema = z
  .object({ default: z.enum(translatedLanguages), supported: z.array(z.enum(translatedLanguages)).min(1) })
  .refine((languages) => languages.supported.includes(languages.default), {
    message: 'the default language must be one of the supported ones',
  });

/** The operator's live switches, kept in DATA_DIR/operator.json and re-read when the file changes. */
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
  languages: languagesSchema.default({ default: 'es', supported: ['es', 'en'] }),
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

/**
 * Reads the file, creating it with defaults when missing, and checks its mtime at most
 * every 500 ms so a change (e.g. maintenance switched on) applies while running.
 * A file that fails to parse keeps the last good configuration.
 */
export class OperatorConfigFile implements OperatorConfigSource {
  private config: OperatorConfig = defaultOperatorConfig;
  private signature = '';
  private checkedAt = 0;

  constructor(
    private readonly path: string,
    private readonly onError: (message: string) => void = () => {},
  ) {
    try {
      statSync(path);
    } catch {
      writeFileSync(path, `${JSON.stringify(defaultOperatorConfig, null, 2)}\n`);
    }
    this.reload();
  }

  current(): OperatorConfig {
    const now = Date.now();
    if (now - this.checkedAt >= 500) {
      this.checkedAt = now;
      this.reload();
    }
    return this.config;
  }

  private reload(): void {
    try {
      const stat = statSync(this.path);
      const signature = `${stat.mtimeMs}:${stat.size}`;
      if (signature === this.signature) return;
      this.signature = signature;
      this.config = operatorConfigSchema.parse(JSON.parse(readFileSync(this.path, 'utf8')));
    } catch (error) {
      this.onError(`operator config not applied: ${(error as Error).message}`);
    }
  }
}
