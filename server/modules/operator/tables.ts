import type { ColumnType, Generated } from 'kysely';

export interface OperatorAuditTable {
  id: Generated<number>;
  /** The name the operator gave (X-Operator-Name), or "operator". */
  operator: string;
  ip: string;
  /** The decision kind, e.g. points_redemption. */
  kind: string;
  subject_id: string;
  action: string;
  remark: string;
  before: ColumnType<unknown, string, string>;
  after: ColumnType<unknown, string, string>;
  created_at: Date;
}

export interface OperatorTables {
  operator_audit: OperatorAuditTable;
}
