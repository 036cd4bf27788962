import { useState } from 'react';
import { call, promo } from '../../../core';
import type { Mission } from '../../../core/contract/promo';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useHost } from '../../ui/host-context';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { useItemAction } from '../../ui/promotions/use-item-action';
import { useT } from '../../ui/use-t';
import { promoStyles } from '../promo/promo.styles';
import { Leaderboard } from './Leaderboard';
import { MissionCard } from './MissionCard';

/** missionLeaderboard: this period's missions with progress, join and claim, and each one's ranking. */
export default function MissionLeaderboardPage() {
  useAdoptedStyles(promoStyles);
  const t = useT();
  const { host } = useHost();
  const missions = useQuery(() => call(promo.missionSummary, {}));
  const { busy, outcome, run } = useItemAction();
  const [boardId, setBoardId] = useState<number | null>(null);
  const value = missions.query.value;
  const list = value?.list ?? [];
  const boardMission = list.find((item) => item.missionId === boardId) ?? list[0];

  const replace = (next: Mission) => {
    if (!value) return;
    const updated = value.list.map((item) => (item.missionId === next.missionId ? next : item));
    missions.set({ list: updated, count: updated.filter((item) => item.state !== 'claimed').length });
  };

  const join = (mission: Mission) =>
    void run(
      mission.missionId,
      'join',
      async () => replace(await call(promo.joinMission, { missionId: mission.missionId })),
      'promo_joined',
    );

  const claim = async (mission: Mission) => {
    const ok = await run(
      mission.missionId,
      'claim',
      async (idempotencyKey) =>
        replace(await call(promo.claimMission, { missionId: mission.missionId }, { idempotencyKey })),
      'promo_claimed',
    );
    if (ok) await announceBalanceChange(host);
  };

  return (
    <div className="centre-stack" part="missions">
      <QueryGate query={missions.query} onRetry={missions.reload} />
      {missions.query.state === 'ready' && list.length === 0 && (
        <p className="page-empty" part="empty">
          {t('mc_mission_empty')}
        </p>
      )}
      {list.length > 0 && (
        <>
          <div className="mc-cards" part="mission-list">
            {list.map((mission) => (
              <MissionCard
                key={mission.missionId}
                mission={mission}
                busy={busy === mission.missionId}
                message={outcome?.id === mission.missionId ? outcome : null}
                onJoin={() => join(mission)}
                onClaim={() => void claim(mission)}
              />
            ))}
          </div>
          {boardMission && (
            <section className="centre-section">
              <div className="mc-toolbar">
                <h4 className="centre-section__title">{t('mc_board_title')}</h4>
                <div className="field__control">
                  <select
                    className="centre-select"
                    aria-label={t('mc_board_choose')}
                    value={boardMission.missionId}
                    onChange={(event) => setBoardId(Number(event.target.value))}
                    part="board-mission"
                  >
                    {list.map((mission) => (
                      <option key={mission.missionId} value={mission.missionId}>
                        {mission.title}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {/* A join or claim changes the ranking, so the board is read again when the state moves. */}
              <Leaderboard key={`${boardMission.missionId}-${boardMission.state}`} mission={boardMission} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
