import { useState } from 'react';
import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { Button } from '../../ui/Button';
import { useHost } from '../../ui/host-context';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { useT } from '../../ui/use-t';
import { useActionKey, withActionKey } from './action-key';
import { fundsFailureText } from './funds-messages';
import { ProofUpload } from './ProofUpload';
import { StatusChip } from './StatusChip';

type Match = funds.Withdrawal['matches'][number];

/**
 * One deposit matched with the withdrawal: while it is open the member confirms the money
 * arrived, or says it did not, with at least one proof picture first.
 */
export function MatchCard({
  match,
  maxProofs,
  onChange,
}: {
  match: Match;
  maxProofs: number;
  onChange: (withdrawal: funds.Withdrawal) => void;
}) {
  const t = useT();
  const { host } = useHost();
  const keys = useActionKey();
  const [proofs, setProofs] = useState(match.proofCount);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState<'received' | 'not_received' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = match.status === 'awaiting_payment' || match.status === 'paid';
  const count = Math.max(proofs, match.proofCount);

  const act = async (kind: 'received' | 'not_received') => {
    setBusy(kind);
    setError(null);
    try {
      const input = { matchId: match.matchId };
      onChange(
        kind === 'received'
          ? await withActionKey(keys, `received:${match.matchId}`, (idempotencyKey) =>
              call(funds.confirmReceived, input, { idempotencyKey }),
            )
          : await call(funds.reportNotReceived, input),
      );
      if (kind === 'received') await announceBalanceChange(host);
    } catch (failure) {
      setError(fundsFailureText(t, failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="fd-match" data-match={match.matchId} part="match">
      <div className="fd-match__head">
        <strong>{formatMoney(match.amount)}</strong>
        <StatusChip state={match.status} group="match" />
      </div>
      {match.status === 'paid' && <p className="centre-section__hint">{t('fund_match_paid_hint')}</p>}
      {match.forcedAt && (
        <p className="centre-section__hint">
          {t('fund_match_forced_at', { time: formatDateTime(match.forcedAt) })}
        </p>
      )}
      {match.status === 'not_received' && <p className="centre-section__hint">{t('fund_match_review')}</p>}
      {open && (
        <div className="fd-row-actions">
          <Button
            variant="primary"
            size="small"
            loading={busy === 'received'}
            onClick={() => void act('received')}
            part="confirm-received"
          >
            {t('fund_confirm_received')}
          </Button>
          <Button
            variant="outline"
            size="small"
            aria-expanded={reporting}
            onClick={() => setReporting((shown) => !shown)}
            part="not-received"
          >
            {t('fund_not_received')}
          </Button>
        </div>
      )}
      {open && reporting && (
        <>
          <ProofUpload matchId={match.matchId} count={count} maxProofs={maxProofs} onCount={setProofs} />
          <div className="fd-row-actions">
            <Button
              variant="danger"
              size="small"
              disabled={count === 0}
              loading={busy === 'not_received'}
              onClick={() => void act('not_received')}
              part="report-not-received"
            >
              {t('fund_report_not_received')}
            </Button>
          </div>
        </>
      )}
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
    </li>
  );
}
