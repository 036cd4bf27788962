import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { call, join, session } from '../../core';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { AlertIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { AgentNote, ApplicationStatus, SignInFirst } from './ApplicationStatus';
import { JoinForm } from './JoinForm';
import { Programme } from './Programme';

/**
 * The agent programme page: what the brand offers its agents (the operator's description and the
 * contracts a new agent starts with) and the application. A visitor is asked to sign in or register,
 * a free-play account told it needs a real one, an agent offered the agent centre; a member applies
 * and then sees the application's state and the operator's reason.
 */
export function Join() {
  useSignals();
  const t = useT();
  const programme = useQuery(() => call(join.programme, {}));
  return (
    <section className="jn" part="join" aria-labelledby="jn-title">
      <div className="jn__head">
        <h2 id="jn-title" className="jn__title">
          {t('jn_title')}
        </h2>
        <p className="jn__lead">{t('jn_lead')}</p>
      </div>
      <QueryGate look="section" query={programme.query} onRetry={programme.reload}>
        {(value) => <Programme programme={value} />}
      </QueryGate>
      <section className="jn-card" part="application" aria-labelledby="jn-apply-title">
        <h3 id="jn-apply-title" className="jn-card__title">
          {t('jn_apply_title')}
        </h3>
        <Application />
      </section>
    </section>
  );
}

/** What the application part shows for who is here. */
function Application() {
  useSignals();
  const t = useT();
  const token = session.token.value;
  const type = session.memberType.value;
  const freePlay = session.isFreePlayType(type);
  const agent = session.isAgentType(type);
  if (token === null) return <SignInFirst />;
  if (freePlay) {
    return (
      <div className="alert jn__warning" role="alert" part="real-account-warning">
        <AlertIcon />
        <span>{t('in_need_true_account')}</span>
      </div>
    );
  }
  if (agent) return <AgentNote />;
  // The member's type is known once their info has loaded; until then the gate below waits too.
  return <MemberApplication token={token} ready={type !== null} />;
}

function MemberApplication({ token, ready }: { token: string; ready: boolean }) {
  const mine = useQuery(() => call(join.myApplication, {}), ready ? token : null);
  const latest = mine.query.value;
  // Approved since this page's session loaded: read the member again, so every element sees an agent.
  useEffect(() => {
    if (latest?.state === 'approved') session.loadMember().catch(() => undefined);
  }, [latest?.state]);
  return (
    <QueryGate look="section" query={mine.query} onRetry={mine.reload}>
      {(application) => (
        <>
          {application && <ApplicationStatus application={application} />}
          {(application === null || application.state === 'rejected') && (
            <JoinForm again={application !== null} onApplied={mine.set} />
          )}
        </>
      )}
    </QueryGate>
  );
}
