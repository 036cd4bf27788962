import type { Jackpot } from '../../../core/contract/jackpots';
import { navigate } from '../events';
import { useHost } from '../host-context';
import { useLanguage, useT } from '../use-t';
import { kindLine, lastWinLine, useLivePot } from './jackpot-data';
import { PotValue, WinAnnouncer } from './PotValue';

/** A link that lets the page decide where it goes (gd-navigate), else goes there. */
function useGo(path: string) {
  const { host } = useHost();
  return (event: { preventDefault: () => void }) => {
    event.preventDefault();
    navigate(host, path);
  };
}

/** The home page's banner: the pot's name, its big live value and its kind, leading to its page. */
export function JackpotBanner({ pot: read, pagePath }: { pot: Jackpot; pagePath: string }) {
  const t = useT();
  const language = useLanguage();
  const pot = useLivePot(read);
  const path = `${pagePath}?id=${pot.jackpotId}`;
  const go = useGo(path);
  return (
    <section className="jp-banner" part="banner" data-kind={pot.kind} aria-labelledby="jp-banner-name">
      {pot.art && <img className="jp-banner__art" src={pot.art} alt="" />}
      <div className="jp-banner__text">
        <h2 id="jp-banner-name" className="jp-banner__name">
          {pot.name}
        </h2>
        <PotValue valueMinor={pot.valueMinor} className="jp-banner__value" />
        <p className="jp-banner__kind">{kindLine(t, language, pot)}</p>
        <p className="jp-banner__win">{lastWinLine(t, pot.lastWin)}</p>
      </div>
      <a className="btn btn--gold jp-banner__link" href={path} onClick={go} part="open">
        {t('jp_see_pot')}
      </a>
      <WinAnnouncer pot={pot} />
    </section>
  );
}

/** A small pill: the pot's name and live value, leading to its page. */
export function JackpotPill({ pot: read, pagePath }: { pot: Jackpot; pagePath: string }) {
  const pot = useLivePot(read);
  const path = `${pagePath}?id=${pot.jackpotId}`;
  const go = useGo(path);
  return (
    <a className="jp-pill" href={path} onClick={go} part="pill" data-jackpot-id={pot.jackpotId}>
      <span className="jp-pill__name">{pot.name}</span>
      <PotValue valueMinor={pot.valueMinor} className="jp-pill__value" />
    </a>
  );
}
