import { useState } from 'react';
import { call, formatDateTime, member } from '../../../core';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';

/** The member's live sessions, and ending every one but this. */
export function SessionsSection() {
  const t = useT();
  const sessions = useQuery(() => call(member.sessions, {}));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const logoutOthers = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { ended } = await call(member.logoutOtherSessions, {});
      setMessage({ text: t('mc_sessions_ended', { count: ended }), ok: true });
      sessions.reload();
    } catch (failure) {
      setMessage({ text: t(errorKeyFor(failure)), ok: false });
    } finally {
      setBusy(false);
    }
  };

  const list = sessions.query.value?.list ?? [];
  return (
    <section className="centre-section" part="sessions">
      <h4 className="centre-section__title">{t('mc_sessions_title')}</h4>
      {sessions.query.state === 'loading' && <Loading />}
      {sessions.query.state === 'failed' && (
        <div className="alert" role="alert">
          {t(errorKeyFor(sessions.query.failure))}
        </div>
      )}
      {sessions.query.state === 'ready' && (
        <ul className="mc-list" part="session-list">
          {list.map((entry) => (
            <li key={entry.id} className="mc-list__row">
              <span>
                {t('mc_session_since', { time: formatDateTime(entry.createdAt) })}
                {entry.current && <span className="mc-tag">{t('mc_session_current')}</span>}
              </span>
              <span className="muted">
                {t('mc_session_until', { time: formatDateTime(entry.expiresAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        onClick={() => void logoutOthers()}
        loading={busy}
        disabled={list.filter((entry) => !entry.current).length === 0}
        part="logout-others"
      >
        {t('mc_logout_others')}
      </Button>
      {message && (
        <div className={message.ok ? 'alert alert--success' : 'alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </div>
      )}
    </section>
  );
}
