import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { session } from '../../core';
import type { PointReward } from '../../core/contract/points';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { ConvertForm, PointsDetails, RedeemDialog, RedeemHistory } from './lazy-parts';
import { MallIntro } from './MallIntro';
import { loadMall } from './mall-data';
import { PointsSummary } from './PointsSummary';
import { RewardGrid } from './RewardGrid';

/** The mall's sections, in the order of its tabs. */
export const pointMallSections = ['rewards', 'history', 'details', 'convert'] as const;
type Section = (typeof pointMallSections)[number];

export interface PointMallProps {
  /** The section shown first: "rewards" (default), "history", "details" or "convert". */
  section?: Section;
}

/**
 * The points mall. A visitor sees what the mall is and a sign-in button, a free-play account the
 * real-account notice; a member sees their points and what they are worth, the rewards (those
 * they can afford first), their redemptions, the points details and the conversion to money.
 */
export function PointMall({ section }: PointMallProps) {
  useSignals();
  const signedIn = session.token.value !== null;
  const freePlay = session.isFreePlayType(session.memberType.value);
  if (!signedIn || freePlay) return <MallIntro freePlay={signedIn && freePlay} />;
  return <MemberMall section={section} />;
}

function MemberMall({ section }: PointMallProps) {
  const t = useT();
  const [selected, setSelected] = useState<Section>(() => section ?? 'rewards');
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  // The history reloads when a redemption was made since it was last shown.
  const [redemptions, setRedemptions] = useState(0);
  const mall = useQuery(loadMall);
  useEffect(() => setSelected(section ?? 'rewards'), [section]);

  // After a redemption or a conversion: the new points and stock, without the spinner.
  const refresh = async () => {
    try {
      mall.set(await loadMall());
    } catch {
      // The figures on screen stay; the next visit or a retry reads them again.
    }
  };

  return (
    <section className="pm" part="point-mall" aria-labelledby="pm-title">
      <div className="pm__head">
        <h2 id="pm-title" className="pm__title">
          {t('pts_title')}
        </h2>
        <p className="pm__lead">{t('pts_lead')}</p>
      </div>
      <QueryGate look="section" query={mall.query} onRetry={mall.reload}>
        {({ config, balance, rewards }) => (
          <>
            <PointsSummary config={config} balance={balance} />
            <Tabs
              label={t('pts_sections')}
              items={pointMallSections.map((key) => ({ key, label: t(`pts_tab_${key}`) }))}
              selected={selected}
              onSelect={setSelected}
            />
            <div className="pm__panel" role="tabpanel" aria-label={t(`pts_tab_${selected}`)}>
              {selected === 'rewards' && (
                <RewardGrid rewards={rewards} currentPoints={balance.currentPoints} onRedeem={setRedeeming} />
              )}
              {selected === 'history' && <RedeemHistory key={redemptions} />}
              {selected === 'details' && <PointsDetails />}
              {selected === 'convert' && (
                <ConvertForm config={config} currentPoints={balance.currentPoints} onConverted={refresh} />
              )}
            </div>
            {redeeming && (
              <RedeemDialog
                reward={redeeming}
                currentPoints={balance.currentPoints}
                onRedeemed={() => {
                  setRedemptions((count) => count + 1);
                  void refresh();
                }}
                onShowHistory={() => {
                  setRedeeming(null);
                  setSelected('history');
                }}
                onClose={() => setRedeeming(null)}
              />
            )}
          </>
        )}
      </QueryGate>
    </section>
  );
}
