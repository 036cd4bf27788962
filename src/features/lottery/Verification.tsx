import { useState } from 'react';
import type { lottery } from '../../core';
import { Button } from '../ui/Button';
import { AlertIcon, CheckIcon, ShieldIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { checkDraw, type DrawCheck } from './verify';

type Check = { state: 'idle' | 'checking' } | { state: 'done'; check: DrawCheck } | { state: 'failed' };

function Verdict({ ok, okText, badText }: { ok: boolean; okText: string; badText: string }) {
  return (
    <p className={`verdict verdict--${ok ? 'ok' : 'bad'}`}>
      {ok ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
      <span>{ok ? okText : badText}</span>
    </p>
  );
}

/**
 * A draw's hash and seed, checked here in the browser: SHA-256 of the seed must be the hash
 * published before betting opened, and the seed must draw the numbers shown (docs/lottery.md).
 */
export function Verification({
  draw,
  format,
}: {
  draw: lottery.DrawnResult;
  format: lottery.LotteryGame['format'];
}) {
  const t = useT();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', check: await checkDraw(draw, format) });
    } catch {
      setCheck({ state: 'failed' });
    }
  };
  return (
    <div className="verify" part="verification">
      <dl className="verify__values">
        <div>
          <dt>{t('lottery_hash')}</dt>
          <dd>
            <code>{draw.hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('lottery_seed')}</dt>
          <dd>
            <code>{draw.seed}</code>
          </dd>
        </div>
      </dl>
      <p className="muted verify__how">{t('lottery_verify_how')}</p>
      <Button size="small" variant="outline" loading={check.state === 'checking'} onClick={run}>
        <ShieldIcon size={14} />
        {t('lottery_verify')}
      </Button>
      <div aria-live="polite">
        {check.state === 'failed' && (
          <p className="verdict verdict--bad" role="alert">
            <AlertIcon size={16} />
            <span>{t('lottery_verify_failed')}</span>
          </p>
        )}
        {check.state === 'done' && (
          <div className="verify__result" data-verified={check.check.hashMatches && check.check.numbersMatch}>
            <Verdict
              ok={check.check.hashMatches}
              okText={t('lottery_hash_ok')}
              badText={t('lottery_hash_bad', { hash: check.check.computedHash })}
            />
            <Verdict
              ok={check.check.numbersMatch}
              okText={t('lottery_numbers_ok')}
              badText={t('lottery_numbers_bad')}
            />
          </div>
        )}
      </div>
    </div>
  );
}
