import type { Jackpot } from '../../core/contract/jackpots';
import { kindLine, lastWinLine, useLivePot } from '../ui/jackpots/jackpot-data';
import { PotValue, WinAnnouncer } from '../ui/jackpots/PotValue';
import { useLanguage, useT } from '../ui/use-t';

/** Every pot with its live value, its kind, how it drops or is won, and its last win; a card opens its page. */
export function JackpotList({ list, onOpen }: { list: Jackpot[]; onOpen: (jackpotId: number) => void }) {
  return (
    <ul className="jp-cards">
      {list.map((pot) => (
        <PotCard key={pot.jackpotId} pot={pot} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function PotCard({ pot: read, onOpen }: { pot: Jackpot; onOpen: (jackpotId: number) => void }) {
  const t = useT();
  const language = useLanguage();
  const pot = useLivePot(read);
  return (
    <li className="jp-card" part="jackpot" data-jackpot-id={pot.jackpotId} data-kind={pot.kind}>
      {pot.art && <img className="jp-card__art" src={pot.art} alt="" loading="lazy" />}
      <button type="button" className="jp-card__open" onClick={() => onOpen(pot.jackpotId)}>
        <span className="jp-card__name">{pot.name}</span>
        <span className="jp-kind">{t(`jp_kind_${pot.kind}`)}</span>
      </button>
      <PotValue valueMinor={pot.valueMinor} className="jp-card__value" />
      <p className="jp-card__rule" part="kind-line">
        {kindLine(t, language, pot)}
      </p>
      <p className="jp-muted" part="last-win">
        {lastWinLine(t, pot.lastWin)}
      </p>
      <WinAnnouncer pot={pot} />
    </li>
  );
}
