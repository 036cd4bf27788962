import type { Generated, Kysely } from 'kysely';
import type { Clock } from '../clock';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

/** The tables the messaging providers own. */
export interface OutboxTables {
  outbox: OutboxTable;
}

export interface SmsMessage {
  /** '+63 9171234567' */
  to: string;
  body: string;
}
export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Checks a phone number through a third party (the client gets an id token from it).
 * `kind: 'sms'` means the brand runs its own SMS codes and accepts no third-party token.
 */
export interface PhoneVerifier {
  kind: 'sms' | 'thirdParty';
  verifyIdToken(idToken: string): Promise<{ phoneNumber: string } | null>;
}

export const inHouseSmsVerifier: PhoneVerifier = {
  kind: 'sms',
  verifyIdToken: async () => null,
};

/** The development provider: every SMS and e-mail lands in the outbox table, readable at /dev/outbox. */
export class OutboxProvider implements SmsProvider, EmailProvider {
  constructor(
    private readonly db: Kysely<OutboxTables>,
    private readonly clock: Clock,
    private readonly channel: 'sms' | 'email',
  ) {}

  async send(message: SmsMessage | EmailMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        channel: this.channel,
        recipient: message.to,
        subject: 'subject' in message ? message.subject : null,
        body: message.body,
        created_at: new Date(this.clock.now()),
      })
      .execute();
  }
}
