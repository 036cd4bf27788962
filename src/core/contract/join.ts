import { z } from 'zod/mini';
import { contractTerms } from './agents';
import { empty, endpoint, type ResponseOf } from './endpoint';

/**
 * The agent programme (/join): what the brand offers its agents, and members' applications to
 * become one. The operator approves or rejects each application through the operator API; an
 * approved member becomes an agent of the type the operator configured.
 */

/** How the brand may reach the applicant. */
export const contactKinds = ['phone', 'email', 'telegram'] as const;
export const contactKind = z.enum(contactKinds);
export type ContactKind = z.infer<typeof contactKind>;

/** What each contact kind must look like (client and server check the same). */
export const contactPatterns: Readonly<Record<ContactKind, RegExp>> = {
  // Digits with optional +, spaces and dashes: 6 to 20 characters.
  phone: /^\+?[0-9][0-9 -]{5,19}$/,
  email: /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/,
  // A Telegram user name: 5 to 32 letters, digits or underscores, with or without the @.
  telegram: /^@?[A-Za-z0-9_]{5,32}$/,
};

export const MAX_CONTACT_NAME = 60;
export const MAX_CONTACT = 100;
export const MAX_AUDIENCE = 200;
export const MAX_JOIN_MESSAGE = 500;

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** The programme as the brand describes it: the agent type it grants and the contracts that come with it. */
export const programme = endpoint({
  method: 'GET',
  path: '/wps/agent/join/programme',
  request: empty,
  response: z.object({
    /** The member type an approved application grants (1, 2, 41 or 42). */
    agentType: z.int(),
    /** Affiliates (41, 42) sign in on the agent site only and are paid by contracts only. */
    affiliate: z.boolean(),
    /** The operator's description, in the language asked for (else the operator's default language). */
    description: z.string(),
    /** The house contracts a new agent starts with: what agents earn (only kinds the brand has on). */
    contracts: z.array(contractTerms),
  }),
});

export type Programme = ResponseOf<typeof programme>;

export const applicationState = z.enum(['pending', 'approved', 'rejected']);
export type ApplicationState = z.infer<typeof applicationState>;

export const application = z.object({
  id: z.int(),
  state: applicationState,
  contactName: z.string(),
  contactKind,
  contact: z.string(),
  audience: z.string(),
  message: z.string(),
  /** The operator's reason (a rejection's always; an approval's when given). */
  remark: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Application = z.infer<typeof application>;

/** The member's latest application, or null when they never applied. */
export const myApplication = endpoint({
  method: 'GET',
  path: '/wps/agent/join/application',
  auth: true,
  request: empty,
  response: z.nullable(application),
});

/**
 * Applies to become an agent. One pending application per member (AGENT_APPLICATION_PENDING);
 * agents are told ALREADY_AGENT and free-play accounts NEED_REAL_ACCOUNT. Runs once per
 * Idempotency-Key: a retry answers the first result.
 */
export const apply = endpoint({
  method: 'POST',
  path: '/wps/agent/join/apply',
  auth: true,
  idempotent: true,
  request: z
    .strictObject({
      contactName: trimmed(1, MAX_CONTACT_NAME),
      contactKind,
      contact: trimmed(3, MAX_CONTACT),
      /** Expected players, or the channel they come from. */
      audience: trimmed(1, MAX_AUDIENCE),
      message: z._default(trimmed(0, MAX_JOIN_MESSAGE), ''),
    })
    .check(
      z.refine((input) => contactPatterns[input.contactKind].test(input.contact), { path: ['contact'] }),
    ),
  response: application,
});
