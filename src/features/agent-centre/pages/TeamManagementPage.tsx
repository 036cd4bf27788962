import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import {
  agents,
  call,
  formatDateTime,
  isAffiliateAgentType,
  type RequestOf,
  type ResponseOf,
  session,
} from '../../../core';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { SelectField } from '../../ui/forms/SelectField';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { moneyColumn } from '../../ui/records/columns';
import { SelectFilter } from '../../ui/records/RecordFilters';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { useDebounced } from '../../ui/use-debounced';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { enabledKinds, OfferDialog } from '../team/OfferDialog';
import { TransferDialog } from '../team/TransferDialog';

type Row = agents.TeamMemberRow;
type Answer = ResponseOf<typeof agents.teamMembers> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.teamMembers>;
const SORTS = ['registered', 'balance', 'account', 'lastLogin'] as const;
type Sort = (typeof SORTS)[number];
type Target = { id: number; account: string };

function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const t = useT();
  return (
    <SelectField
      label={t('ag_sort')}
      name="sort"
      value={value}
      choices={SORTS.map((sort) => ({ value: sort, label: t(`ag_sort_${sort}`) }))}
      onChange={onChange}
    />
  );
}

/**
 * agentTeamManagement: every account of the downline, searched and filtered on the server,
 * with per-row transfer (direct downline, not for affiliate agents) and contract offer
 * (direct downline).
 */
export default function TeamManagementPage() {
  useSignals();
  const t = useT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const [direct, setDirect] = useState('');
  const [sort, setSort] = useState<Sort>('registered');
  const [transferTo, setTransferTo] = useState<Target | null>(null);
  const [offerTo, setOfferTo] = useState<Target | null>(null);
  const settledSearch = useDebounced(search.trim());
  const affiliate = isAffiliateAgentType(session.memberType.value);
  const mayOffer = enabledKinds().length > 0;

  const filter: Request = {
    page: 1,
    pageSize: PAGE_SIZE,
    sort,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(status ? { status: status as Request['status'] } : {}),
    ...(role ? { role: role as Request['role'] } : {}),
    ...(direct ? { directOnly: 'true' as const } : {}),
  };
  const list = usePagedList<Row, Answer>(
    async (page) => asPaged(await call(agents.teamMembers, { ...filter, page })),
    JSON.stringify(filter),
  );

  // Both act on a direct downline only; an affiliate agent may not transfer.
  const rowActions = [
    ...(affiliate ? [] : [{ action: 'transfer', open: setTransferTo }]),
    ...(mayOffer ? [{ action: 'offer', open: setOfferTo }] : []),
  ];
  const columns: RecordColumn<Row>[] = [
    {
      header: 'ag_col_account',
      cell: (row) => (
        <span className="ag-account">
          <strong>{row.account}</strong>
          {row.nickname && <span className="muted">{row.nickname}</span>}
        </span>
      ),
    },
    { header: 'ag_role', cell: (row) => t(`ag_type_${row.type}`, { defaultValue: String(row.type) }) },
    {
      header: 'ag_level',
      cell: (row) =>
        row.level === 1
          ? t('ag_level_direct')
          : t('ag_level_n', { level: row.level, upline: row.uplineAccount }),
    },
    {
      header: 'ag_col_status',
      cell: (row) => (
        <span className={`rec-status ag-member--${row.status}`}>{t(`ag_member_${row.status}`)}</span>
      ),
    },
    moneyColumn('ag_col_balance', (row) => row.balance),
    { header: 'ag_col_registered', time: true, cell: (row) => formatDateTime(row.registeredAt) },
    {
      header: 'ag_col_last_login',
      time: true,
      cell: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : '—'),
    },
    {
      header: 'ag_col_actions',
      hiddenHeader: true,
      cellClass: 'ag-actions',
      cell: (row) => (
        <div className="ag-actions__list">
          {row.level === 1 &&
            rowActions.map(({ action, open }) => (
              <Button
                key={action}
                size="small"
                variant="outline"
                onClick={() => open({ id: row.id, account: row.account })}
                aria-label={t(`ag_${action}_to`, { account: row.account })}
                data-action={action}
              >
                {t(`ag_${action}`)}
              </Button>
            ))}
        </div>
      ),
    },
  ];

  return (
    <div className="centre-stack" part="team-management">
      <div className="rec-filters" part="team-filters">
        <div className="rec-filters__fields">
          <TextField
            label={t('ag_search')}
            name="search"
            value={search}
            onValueChange={setSearch}
            autoComplete="off"
            maxLength={40}
            type="search"
          />
          <SelectFilter
            name="status"
            label={t('ag_col_status')}
            value={status}
            choices={agents.memberStatus.options.map((value) => ({ value, label: t(`ag_member_${value}`) }))}
            onChange={setStatus}
          />
          <SelectFilter
            name="role"
            label={t('ag_role')}
            value={role}
            choices={(['member', 'agent'] as const).map((value) => ({ value, label: t(`ag_role_${value}`) }))}
            onChange={setRole}
          />
          <SelectFilter
            name="directOnly"
            label={t('ag_level')}
            value={direct}
            choices={[{ value: 'true', label: t('ag_direct_only') }]}
            onChange={setDirect}
          />
          <SortSelect value={sort} onChange={setSort} />
        </div>
      </div>
      <ScrollList list={list} emptyText={t('ag_no_members')} label={t('ag_page_team')} part="team-members">
        <RecordTable
          columns={columns}
          rows={list.items}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-member-id': row.id })}
        />
      </ScrollList>
      <TransferDialog
        member={transferTo}
        onClose={() => setTransferTo(null)}
        onSent={(memberId, amount) =>
          list.update((rows) =>
            rows.map((row) => (row.id === memberId ? { ...row, balance: row.balance + amount } : row)),
          )
        }
      />
      <OfferDialog member={offerTo} onClose={() => setOfferTo(null)} />
    </div>
  );
}
