import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { session } from '../../core';
import { type Jackpot, type JackpotWonData, MEMBER_JACKPOT_TOPIC } from '../../core/contract/jackpots';
import { countsGame } from '../../core/games/eligibility';
import type { LaunchedGame } from '../../core/games/stored';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { useQuery } from '../ui/data/use-query';
import { JackpotPill } from '../ui/jackpots/JackpotForms';
import { formatMoneyInText, loadJackpots } from '../ui/jackpots/jackpot-data';
import { jackpotsStyles } from '../ui/jackpots/jackpots.styles';
import { useLiveTopic } from '../ui/live-topic';
import { Modal } from '../ui/Modal';
import { useLanguage, useT } from '../ui/use-t';

type Won = NonNullable<JackpotWonData>;

const frameJackpotsStyles = /* css */ `
.gframe__jackpots { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; }
.gframe__jackpots li { min-width: 0; max-width: 100%; }
.jp-win { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.jp-win p { margin: 0; }
.jp-win__text { font-size: 20px; font-weight: 700; color: var(--_gold); }
`;

/**
 * The game page's jackpots: a pill (name and live value) for each pot the running game feeds, and, when the
 * signed-in member's round wins one (`member:jackpot`), a dialog saying so. Nothing where jackpots are off.
 */
export default function FrameJackpots({ game }: { game: LaunchedGame }) {
  useSignals();
  useAdoptedStyles(jackpotsStyles);
  useAdoptedStyles(frameJackpotsStyles);
  const t = useT();
  const language = useLanguage();
  const list = useQuery(() => loadJackpots(language), language);
  // The pots last read: kept while a read for a newly made pot is under way, so the pills stay.
  const shown = useRef<Jackpot[]>([]);
  if (list.query.state === 'ready') shown.current = list.query.value.enabled ? list.query.value.list : [];
  const pots = shown.current;
  const [won, setWon] = useState<Won | null>(null);
  const signedIn = session.token.value !== null;
  useLiveTopic(signedIn ? MEMBER_JACKPOT_TOPIC : null, (data) => {
    // The topic's snapshot is null: only a win shows.
    if (!data) return;
    const win = data as Won;
    setWon(win);
    // A pot made after the list was read: read it again, for the pot's name.
    if (!pots.some((pot) => pot.jackpotId === win.jackpotId)) list.reload();
  });

  const fed = pots.filter((pot) => countsGame(pot.eligible, game));
  const wonName = won ? pots.find((pot) => pot.jackpotId === won.jackpotId)?.name : undefined;
  return (
    <>
      {fed.length > 0 && (
        <ul className="gframe__jackpots" aria-label={t('jp_frame_label')} part="game-jackpots">
          {fed.map((pot) => (
            <li key={pot.jackpotId}>
              <JackpotPill pot={pot} pagePath="/jackpots" />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={won !== null}
        onClose={() => setWon(null)}
        title={t('jp_win_title')}
        width={420}
        minHeight={0}
        part="jackpot-win"
      >
        {won && (
          <div className="jp-win">
            <p className="jp-win__text" role="status">
              {wonName
                ? t('jp_win_text', { name: wonName, amount: formatMoneyInText(won.amountMinor) })
                : t('jp_win_text_unnamed', { amount: formatMoneyInText(won.amountMinor) })}
            </p>
            <p className="jp-muted">{t('jp_win_note')}</p>
            <button
              type="button"
              className="btn btn--gold"
              onClick={() => setWon(null)}
              part="jackpot-win-close"
            >
              {t('jp_close')}
            </button>
          </div>
        )}
      </Modal>
    </>
  );
}
