import { useEffect, useState } from 'react';
import { call, formatMoney } from '../../core';
import * as games from '../../core/contract/games';
import { assetUrl, launch } from '../../core/games';
import { Button } from '../ui/Button';
import { LazyImage } from '../ui/games/LazyImage';
import { Modal } from '../ui/Modal';
import { errorKeyFor } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';

/** A sub-game as a launchable game: it inherits its VASSALAGE parent's vendor and rules. */
export function subGameAsGame(parent: games.Game, sub: games.SubGame): games.Game {
  return {
    ...parent,
    code: sub.code,
    name: sub.name,
    image: sub.image,
    minBet: sub.minBet,
    isGame: 'GAME',
    tags: [],
  };
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; list: games.SubGame[] };

/**
 * The game popup (spec §2): the sub-games of a VASSALAGE game, loaded with
 * games.vassGameType; choosing one closes the popup and launches it from `host`.
 */
export function SubGamePopup({
  game,
  host,
  open,
  onClose,
}: {
  game: games.Game;
  host: HTMLElement;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLanguage();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [launching, setLaunching] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (round) loads again
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    call(games.vassGameType, { gameCode: game.code, language: lang }, { signal: controller.signal }).then(
      (answer) => setLoad({ state: 'ready', list: answer.list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [open, game.code, lang, round]);

  const choose = async (sub: games.SubGame) => {
    setLaunching(sub.code);
    const result = await launch(host, { game: subGameAsGame(game, sub) });
    setLaunching(null);
    if (result !== 'failed') onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('game_subgames_title', { name: game.name })}
      minHeight={0}
      part="sub-games"
    >
      <div className="subgames">
        {load.state === 'loading' && (
          <div className="games-state" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        {load.state === 'failed' && (
          <div className="games-state" role="alert">
            <p>{t(errorKeyFor(load.error))}</p>
            <Button variant="outline" onClick={() => setRound((n) => n + 1)}>
              {t('game_retry')}
            </Button>
          </div>
        )}
        {load.state === 'ready' && load.list.length === 0 && (
          <p className="games-state">{t('game_subgames_empty')}</p>
        )}
        {load.state === 'ready' && load.list.length > 0 && (
          <ul className="subgames__list">
            {load.list.map((sub) => (
              <li key={sub.code}>
                <button
                  type="button"
                  className="subgame"
                  part="sub-game"
                  data-code={sub.code}
                  disabled={launching !== null}
                  aria-busy={launching === sub.code || undefined}
                  onClick={() => void choose(sub)}
                >
                  <LazyImage src={assetUrl(sub.image)} className="subgame__thumb" />
                  <span className="subgame__name">{sub.name}</span>
                  <span className="subgame__minbet">
                    {t('game_min_bet', { amount: formatMoney(sub.minBet) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
