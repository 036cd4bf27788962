import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, session } from '../../core';
import { wallet } from '../../core/contract';
import { clearStoredGame, type StoredGame, storedGame } from '../../core/games';
import { addTextLoaders } from '../../core/i18n/locales';
import { Button } from '../ui/Button';
import { navigate } from '../ui/events';
import { BackIcon, ExitFullscreenIcon, FullscreenIcon } from '../ui/games/game-icons';
import { useHost } from '../ui/host-context';
import { lazyPart } from '../ui/lazy-part';
import { lockPageScroll } from '../ui/scroll-lock';
import { useT } from '../ui/use-t';
import { exitFullscreen, isFullscreen, onFullscreenChange, requestFullscreen } from './fullscreen';
import { gameMessageOf, originOf } from './game-messages';

addTextLoaders(import.meta.glob('./*/{games,jackpots}.json', { base: '../../../locales' }));

/** The pots the game feeds and the member's win dialog: their code and texts after the game's first screen. */
const FrameJackpots = lazyPart(['jackpots'], () => import('./FrameJackpots'), { look: 'quiet' });
/** The panic button, for a signed-in member only. */
const FramePanic = lazyPart(['games'], () => import('./FramePanic'), { look: 'quiet' });

export const frameSettings = {
  /** Without a ready message from the first address this long, the second one is tried. */
  readyTimeoutMs: 8000,
};
/** Where "No game is open" sends the player. */
const LOBBY_PATH = '/rng';

type Fullscreen = 'off' | 'native' | 'fallback';

/**
 * The /game page: the launched game in an iframe with back and fullscreen, the jackpots it feeds (and a
 * dialog when the member's round wins one), and the panic button where the brand's profile offers one (a press locks the account and closes the game). Leaving
 * (back, the game's own exit, a panic lock, or the element going away) brings vendor wallets back
 * to the main wallet and refreshes the header balance.
 */
export function GameFrame() {
  useSignals();
  const [stored] = useState<StoredGame | null>(() => storedGame());
  if (!stored) return <NoGame />;
  return <OpenGame stored={stored} />;
}

function NoGame() {
  const t = useT();
  const { host } = useHost();
  return (
    <section className="gframe-none" part="no-game">
      <h2>{t('game_frame_none_title')}</h2>
      <p>{t('game_frame_none_text')}</p>
      <a
        className="btn btn--primary"
        href={LOBBY_PATH}
        onClick={(event) => {
          event.preventDefault();
          navigate(host, LOBBY_PATH);
        }}
      >
        {t('game_frame_to_lobby')}
      </a>
    </section>
  );
}

function OpenGame({ stored }: { stored: StoredGame }) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [second, setSecond] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState<Fullscreen>('off');
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  const url = second && stored.url2 ? stored.url2 : stored.url;
  const origin = originOf(url);

  /** Money left in vendor wallets goes home, then the header shows the balance as it is. */
  const leave = useCallback(
    async (goBack: boolean) => {
      if (left.current) return;
      left.current = true;
      setLeaving(true);
      exitFullscreen();
      clearStoredGame();
      if (session.token.value !== null) {
        try {
          await call(wallet.walletTransfer, { direction: 'recallAll' });
        } catch {
          // Nothing to recall, or an account without vendor wallets: the balance below is the truth.
        }
        await session.refreshBalance().catch(() => undefined);
      }
      if (!goBack) return;
      const cameFromSite = stored.from !== null && stored.from !== '/game' && globalThis.history.length > 1;
      if (cameFromSite) globalThis.history.back();
      else navigate(host, '/');
    },
    [host, stored.from],
  );

  // Leaving by any other way (browser back, the host removing the page) still settles.
  useEffect(
    () => () => {
      void leave(false);
    },
    [leave],
  );

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = gameMessageOf(event, origin, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === 'gd-game-ready') setReady(true);
      else if (message.type === 'gd-game-balance') session.balanceMinor.value = message.balanceMinor;
      else void leave(true);
    };
    globalThis.addEventListener('message', onMessage);
    return () => globalThis.removeEventListener('message', onMessage);
  }, [origin, leave]);

  // The first address did not come up in time: try the second one.
  useEffect(() => {
    if (ready || second || !stored.url2) return;
    const timer = setTimeout(() => setSecond(true), frameSettings.readyTimeoutMs);
    return () => clearTimeout(timer);
  }, [ready, second, stored.url2]);

  useEffect(
    () =>
      onFullscreenChange(() => {
        setFullscreen((current) =>
          isFullscreen(stage.current) ? 'native' : current === 'native' ? 'off' : current,
        );
      }),
    [],
  );

  // The overlay fallback covers the page: no page scroll behind it, Escape leaves it.
  useEffect(() => {
    if (fullscreen !== 'fallback') return;
    const unlock = lockPageScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen('off');
    };
    document.addEventListener('keydown', onKey);
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
    };
  }, [fullscreen]);

  const enterFullscreen = async () => {
    const element = stage.current;
    if (!element) return;
    setFullscreen((await requestFullscreen(element)) ? 'native' : 'fallback');
  };
  const leaveFullscreen = () => {
    if (fullscreen === 'native') exitFullscreen();
    setFullscreen('off');
  };

  const title = `${stored.game.name} · ${stored.game.vendorName}`;
  return (
    <section className="gframe" part="game-frame" data-fullscreen={fullscreen}>
      <div className="gframe__bar" part="game-bar">
        <Button
          variant="ghost"
          size="small"
          onClick={() => void leave(true)}
          loading={leaving}
          part="game-back"
        >
          {!leaving && <BackIcon size={18} />}
          {t('game_frame_back')}
        </Button>
        <h2 className="gframe__title">{stored.game.name}</h2>
        {session.token.value !== null && <FramePanic onLocked={() => void leave(true)} />}
        <Button variant="ghost" size="small" onClick={() => void enterFullscreen()} part="game-fullscreen">
          <FullscreenIcon size={18} />
          <span className="gframe__label">{t('game_frame_fullscreen')}</span>
        </Button>
      </div>
      <FrameJackpots game={stored.game} />
      <div className={`gframe__stage gframe__stage--${fullscreen}`} ref={stage}>
        {!loaded && (
          <div className="gframe__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('game_frame_loading')}
          </div>
        )}
        {/*
          The game host is the operator's own configuration (launchGameCDNs), so the frame
          may keep its origin (allow-same-origin) for its storage and API calls; the sandbox
          still keeps it from navigating the site away (no allow-top-navigation).
        */}
        <iframe
          key={url}
          ref={frame}
          src={url}
          title={title}
          className="gframe__iframe"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          allow="fullscreen; autoplay; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          onLoad={() => setLoaded(true)}
          part="game-iframe"
        />
        {fullscreen !== 'off' && (
          <button
            type="button"
            className="gframe__exit"
            onClick={leaveFullscreen}
            aria-label={t('game_frame_exit_fullscreen')}
            part="game-exit-fullscreen"
          >
            <ExitFullscreenIcon size={20} />
          </button>
        )}
      </div>
    </section>
  );
}
