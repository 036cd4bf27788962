import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatMoney, session } from '../../core';
import type { Reward } from '../../core/contract/promo';
import { ActionMessage } from '../ui/ActionMessage';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { announceBalanceChange } from '../ui/money/balance-change';
import { periodText } from '../ui/promotions/period';
import { type ApplicationInput, sendRewardAction } from '../ui/promotions/reward-action';
import { StateBadge } from '../ui/promotions/StateBadge';
import { actionDoneKey, actionFor, actionLabelKey, type RewardAction } from '../ui/promotions/states';
import { useItemAction } from '../ui/promotions/use-item-action';
import { SafeHtml } from '../ui/SafeHtml';
import { useLanguage, useT } from '../ui/use-t';
import { ApplicationView } from './ApplicationView';
import { ApplyForm } from './ApplyForm';
import { Progress } from './Progress';
import { loadPromotion, type PromotionItem } from './promotions-data';

/** The states in which the member has an application to show. */
const applied = new Set(['applying', 'issued', 'rejected']);

/**
 * One promotion's page: artwork, title, period, the full terms (server HTML, sanitised), the
 * member's progress and the action their state allows (join, claim, raffle, or the application
 * form with a note and images); an application is shown back with its state and images. A
 * visitor's action opens the sign-in.
 */
export default function PromotionDetail({ promotionId }: { promotionId: number }) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const language = useLanguage();
  const token = session.token.value;
  const detail = useQuery(
    () => loadPromotion(promotionId, token !== null),
    `${promotionId}|${language}|${token ?? ''}`,
  );

  return (
    <section className="promos promo-detail" part="promotion-detail" aria-labelledby="promo-detail-title">
      <a
        className="link promo-detail__back"
        href="/promotions"
        part="back"
        onClick={(event) => {
          event.preventDefault();
          navigate(host, '/promotions');
        }}
      >
        ‹ {t('promo_back')}
      </a>
      <QueryGate
        look="section"
        query={detail.query}
        onRetry={detail.reload}
        isEmpty={(loaded) => loaded.promotion === null}
        empty={
          <h2 id="promo-detail-title" className="promos__title">
            {t('promo_not_found')}
          </h2>
        }
      >
        {({ promotion }) =>
          promotion && (
            <PromotionPage
              promotion={promotion}
              onReward={(reward) => detail.set({ promotion: { ...promotion, reward } })}
            />
          )
        }
      </QueryGate>
    </section>
  );
}

function PromotionPage({
  promotion,
  onReward,
}: {
  promotion: PromotionItem;
  onReward: (reward: Reward) => void;
}) {
  const t = useT();
  const { host } = useHost();
  const { reward } = promotion;
  const { busy, outcome, run } = useItemAction();
  // The application is read again after it was sent.
  const [sent, setSent] = useState(0);

  const act = async (action: Exclude<RewardAction, null>, application: ApplicationInput = {}) => {
    if (!reward || !session.requireRealAccount()) return false;
    const ok = await run(
      reward.promotionId,
      action,
      async (idempotencyKey) =>
        onReward(await sendRewardAction(reward.promotionId, action, idempotencyKey, application)),
      actionDoneKey[action],
    );
    if (ok && action === 'apply') setSent((n) => n + 1);
    if (ok && (action === 'claim' || action === 'raffle')) await announceBalanceChange(host);
    return ok;
  };

  const action = reward ? actionFor(reward) : null;
  return (
    <article className="promo-detail__body">
      {promotion.imageUrl && (
        <img className="promo-detail__art" src={promotion.imageUrl} alt="" decoding="async" />
      )}
      <div className="promo-detail__head">
        <h2 id="promo-detail-title" className="promos__title">
          {promotion.title}
        </h2>
        {reward && <StateBadge state={reward.state} part="promotion-state" />}
      </div>
      <p className="promo-detail__facts">
        <span>{periodText(t, promotion.startTime, promotion.endTime)}</span>
        {reward && reward.reward > 0 && (
          <span>
            {t('promo_bonus')} <strong className="promo-detail__amount">{formatMoney(reward.reward)}</strong>
          </span>
        )}
      </p>
      <div className="promo-detail__columns">
        <section className="promo-detail__terms" part="terms" aria-labelledby="promo-terms-title">
          <h3 id="promo-terms-title" className="promo-detail__subtitle">
            {t('promo_terms')}
          </h3>
          <SafeHtml className="promo-detail__content" html={promotion.content} />
        </section>
        <section className="promo-detail__side" part="progress" aria-labelledby="promo-progress-title">
          <h3 id="promo-progress-title" className="promo-detail__subtitle">
            {t('promo_progress')}
          </h3>
          {reward ? (
            <Progress reward={reward} />
          ) : (
            <>
              <p className="promo-detail__note">{t('promo_sign_in_hint')}</p>
              {/* A visitor's action: the sign-in first (the page then shows the member's own state). */}
              <Button variant="primary" onClick={() => session.requireLogin()} part="promotion-join">
                {t('promo_join')}
              </Button>
            </>
          )}
          {reward && action && action !== 'apply' && (
            <Button
              variant="primary"
              loading={busy === reward.promotionId}
              onClick={() => void act(action)}
              part={`promotion-${action}`}
            >
              {t(actionLabelKey[action])}
            </Button>
          )}
          {reward && action === 'apply' && (
            <ApplyForm
              promotionId={reward.promotionId}
              busy={busy === reward.promotionId}
              onApply={(application) => act('apply', application)}
            />
          )}
          {outcome && <ActionMessage text={t(outcome.key)} ok={outcome.ok} />}
          {reward && reward.kind === 'REQUEST' && applied.has(reward.state) && (
            <ApplicationView promotionId={reward.promotionId} key={`${sent}|${reward.state}`} />
          )}
        </section>
      </div>
    </article>
  );
}
