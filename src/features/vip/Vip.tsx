import { useSignals } from '@preact/signals-react/runtime';
import { call, session, vip } from '../../core';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { AlertIcon, UserIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { VipBenefits } from './VipBenefits';
import { VipHistory } from './VipHistory';
import { VipProgress } from './VipProgress';

/**
 * The VIP area: a member's level, the progress to the next one and the upgrade history; every
 * level's benefits side by side for everyone (a visitor also gets the sign-in button, a free-play
 * account the notice that levels need a real account).
 */
export function Vip() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const token = session.token.value;
  const freePlay = session.isFreePlayType(session.memberType.value);
  const levels = useQuery(() => call(vip.vipLevels, {}));
  // Keyed by the session: signing in (or out) reads the member's level again.
  const status = useQuery(() => call(vip.vipStatus, {}), token !== null && !freePlay ? token : null);
  const mine = status.query.value;

  return (
    <section className="vip" part="vip" aria-labelledby="vip-title">
      <div className="vip__head">
        <h2 id="vip-title" className="vip__title">
          {t('vip_title')}
        </h2>
        <p className="vip__lead">{t('vip_lead')}</p>
      </div>
      {token === null && (
        <div className="vip__actions">
          <Button variant="primary" size="large" onClick={() => session.requireLogin()} part="sign-in">
            <UserIcon />
            {t('vip_sign_in')}
          </Button>
          <Button variant="outline" size="large" onClick={() => navigate(host, '/register')}>
            {t('vip_register')}
          </Button>
        </div>
      )}
      {token !== null && freePlay && (
        <div className="alert vip__warning" role="alert" part="real-account-warning">
          <AlertIcon />
          <span>{t('in_need_true_account')}</span>
        </div>
      )}
      <QueryGate look="section" query={status.query} onRetry={status.reload}>
        {(value) => <VipProgress status={value} levels={levels.query.value?.levels ?? []} />}
      </QueryGate>
      <section className="vip-card" part="benefits" aria-labelledby="vip-benefits-title">
        <h3 id="vip-benefits-title" className="vip-card__title">
          {t('vip_benefits')}
        </h3>
        <QueryGate
          look="section"
          query={levels.query}
          onRetry={levels.reload}
          isEmpty={(value) => value.levels.length === 0}
          empty={t('vip_benefits_empty')}
        >
          {(value) => <VipBenefits levels={value.levels} currentRank={mine?.rankLevel ?? null} />}
        </QueryGate>
      </section>
      {mine && <VipHistory history={mine.history} />}
    </section>
  );
}
