import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { call, formatMoney, session } from '../../core';
import * as games from '../../core/contract/games';
import { launch } from '../../core/games';
import { Button } from '../ui/Button';
import { SeatIcon } from '../ui/games/game-icons';
import { useHost } from '../ui/host-context';
import { errorKeyFor } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';

/** Tables shown before "show all", so a long list does not push the games off the screen. */
const ROOMS_SHOWN = 8;

type RoomsLoad =
  | { state: 'loading' }
  | { state: 'failed'; failure: unknown }
  | { state: 'ready'; list: games.Room[] };

/** The PvP tables (games.roomList) of the selected vendor or all; joining launches the room. */
export function RoomList({ vendorCode }: { vendorCode: string | null }) {
  useSignals();
  const t = useT();
  const lang = useLanguage();
  const { host } = useHost();
  const signedIn = session.token.value !== null;
  const [load, setLoad] = useState<RoomsLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [joining, setJoining] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (round) loads again
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    call(
      games.roomList,
      { ...(vendorCode ? { vendorCode } : {}), language: lang },
      { signal: controller.signal },
    ).then(
      (answer) => setLoad({ state: 'ready', list: answer.list }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', failure });
      },
    );
    return () => controller.abort();
  }, [signedIn, vendorCode, lang, round]);

  const join = async (room: games.Room) => {
    setJoining(room.roomId);
    try {
      await launch(host, { room });
    } finally {
      setJoining(null);
    }
  };

  return (
    <section className="rooms" aria-labelledby={titleId} part="rooms">
      <h2 className="rooms__title" id={titleId}>
        {t('lobby_rooms_title')}
      </h2>
      {!signedIn ? (
        <div className="rooms__state">
          <p>{t('lobby_rooms_login')}</p>
          <Button variant="primary" size="small" onClick={() => session.requireLogin()}>
            {t('lobby_login')}
          </Button>
        </div>
      ) : load.state === 'loading' ? (
        <div className="rooms__state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('loading')}
        </div>
      ) : load.state === 'failed' ? (
        <div className="rooms__state" role="alert">
          <p>{t(errorKeyFor(load.failure))}</p>
          <Button variant="outline" size="small" onClick={() => setRound((n) => n + 1)}>
            {t('lobby_retry')}
          </Button>
        </div>
      ) : load.list.length === 0 ? (
        <p className="rooms__state">{t('lobby_rooms_empty')}</p>
      ) : (
        <ul className="rooms__list">
          {(showAll ? load.list : load.list.slice(0, ROOMS_SHOWN)).map((room) => (
            <li key={room.roomId} className="room" part="room">
              <div className="room__info">
                <span className="room__name">{room.name}</span>
                <span className="room__meta">
                  {room.vendorCode} · {t('game_min_bet', { amount: formatMoney(room.minBet) })}
                </span>
                <span className="room__seats">
                  <SeatIcon size={15} />
                  {t('lobby_room_players', { players: room.players, seats: room.seats })}
                </span>
              </div>
              <Button
                variant="primary"
                size="small"
                loading={joining === room.roomId}
                disabled={joining !== null}
                aria-label={t('lobby_room_join_label', { name: room.name })}
                onClick={() => void join(room)}
              >
                {t('lobby_room_join')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ready' && load.list.length > ROOMS_SHOWN && (
        <Button
          variant="ghost"
          size="small"
          className="rooms__more"
          aria-expanded={showAll}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {showAll ? t('lobby_rooms_less') : t('lobby_rooms_more', { count: load.list.length })}
        </Button>
      )}
    </section>
  );
}
