import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';

/** One thing waiting for the operator, as the console and the CLI list it. */
export interface PendingItem {
  id: string;
  /** One line saying what it is (member, what is asked, how much). */
  summary: string;
  /** The fields the operator needs to decide, shown as a small table. */
  details: Record<string, string | number | null>;
  createdAt: Date;
}

export interface DecisionInput {
  id: string;
  action: string;
  remark: string;
  at: Date;
}

/** What a decision changed: the subject before and after, kept in the audit log. */
export interface DecisionOutcome {
  before: unknown;
  after: unknown;
}

/**
 * A kind of decision a feature leaves to the operator (points redemptions, promotion
 * applications, …). A feature registers one with `ctx.decisions.register(...)`; the console,
 * the CLI and the audit log then know it.
 */
export interface DecisionKind {
  kind: string;
  /** Shown as the section's heading in the console. */
  title: string;
  /** The actions it takes, e.g. ['approve', 'reject']. */
  actions: readonly string[];
  /** Actions that need a remark (a rejection's reason, say). */
  remarkRequired?: readonly string[];
  pending(db: Db): Promise<PendingItem[]>;
  /**
   * Applies the action inside `trx` (the audit row is written in the same transaction).
   * Refuses with an ApiError when the subject is unknown (NOT_FOUND) or already decided.
   */
  decide(trx: Db, input: DecisionInput): Promise<DecisionOutcome>;
}

export interface Decider {
  operator: string;
  ip: string;
}

export class OperatorDecisions {
  private readonly kinds = new Map<string, DecisionKind>();

  register(kind: DecisionKind): void {
    this.kinds.set(kind.kind, kind);
  }

  list(): DecisionKind[] {
    return [...this.kinds.values()];
  }

  async pending(db: Db) {
    const sections = [];
    for (const kind of this.kinds.values()) {
      sections.push({
        kind: kind.kind,
        title: kind.title,
        actions: kind.actions,
        items: await kind.pending(db),
      });
    }
    return sections;
  }

  /** Takes one decision and logs it, both or neither. */
  async decide(db: Db, kindName: string, input: DecisionInput, decider: Decider): Promise<DecisionOutcome> {
    const kind = this.kinds.get(kindName);
    if (!kind) fail('NOT_FOUND');
    if (!kind.actions.includes(input.action)) fail('INVALID_INPUT', null, { action: 'err_invalid_input' });
    if (kind.remarkRequired?.includes(input.action) && input.remark.trim() === '') {
      fail('INVALID_INPUT', null, { remark: 'val_required' });
    }
    return inTransaction(db, async (trx) => {
      const outcome = await kind.decide(trx, input);
      await trx
        .insertInto('operator_audit')
        .values({
          operator: decider.operator,
          ip: decider.ip,
          kind: kind.kind,
          subject_id: input.id,
          action: input.action,
          remark: input.remark,
          before: JSON.stringify(outcome.before ?? null),
          after: JSON.stringify(outcome.after ?? null),
          created_at: input.at,
        })
        .execute();
      return outcome;
    });
  }
}
