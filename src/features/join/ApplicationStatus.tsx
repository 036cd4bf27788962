import { formatDateTime, type join, session } from '../../core';
import { Button } from '../ui/Button';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { CheckIcon, UserIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

/** A visitor: the application needs an account. */
export function SignInFirst() {
  const t = useT();
  const { host } = useHost();
  return (
    <div className="jn-visitor" part="sign-in-first">
      <p className="jn-card__text">{t('jn_sign_in_first')}</p>
      <div className="jn__actions">
        <Button variant="primary" size="large" onClick={() => session.requireLogin()} part="sign-in">
          <UserIcon />
          {t('jn_sign_in')}
        </Button>
        <Button variant="outline" size="large" onClick={() => navigate(host, '/register')}>
          {t('jn_register')}
        </Button>
      </div>
    </div>
  );
}

/** An agent: nothing to apply for; the agent centre (the header's agent button) is theirs. */
export function AgentNote() {
  const t = useT();
  return (
    <div className="jn-agent" part="agent-note">
      <p className="jn-card__text">
        <CheckIcon size={18} />
        {t('jn_already_agent')}
      </p>
    </div>
  );
}

/** The member's latest application: its state, what was sent, and the operator's reason. */
export function ApplicationStatus({ application }: { application: join.Application }) {
  const t = useT();
  const { state } = application;
  return (
    <div className={`jn-status jn-status--${state}`} part="application-status" data-state={state}>
      <p className="jn-status__state" role="status">
        <span className="jn-status__badge">{t(`jn_state_${state}`)}</span>
        <span>{t(`jn_state_${state}_text`)}</span>
      </p>
      {application.remark && (
        <p className="jn-status__remark" part="remark">
          <strong>{t('jn_remark')}</strong> {application.remark}
        </p>
      )}
      <dl className="jn-status__sent">
        <div>
          <dt>{t('jn_sent_at')}</dt>
          <dd>{formatDateTime(application.createdAt)}</dd>
        </div>
        {application.decidedAt && (
          <div>
            <dt>{t('jn_decided_at')}</dt>
            <dd>{formatDateTime(application.decidedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('jn_contact_name')}</dt>
          <dd>{application.contactName}</dd>
        </div>
        <div>
          <dt>{t(`jn_kind_${application.contactKind}`)}</dt>
          <dd>{application.contact}</dd>
        </div>
        <div>
          <dt>{t('jn_audience')}</dt>
          <dd>{application.audience}</dd>
        </div>
        {application.message && (
          <div className="jn-status__wide">
            <dt>{t('jn_message')}</dt>
            <dd>{application.message}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
