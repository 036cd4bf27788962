import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call, formatDateTime, member, session } from '../../../core';
import { useT } from '../../ui/use-t';

/** Colour of a member label the operator gave no colour (spec §2). */
export const DEFAULT_LABEL_COLOUR = '#ABABAB';

const hexColour = /^#[0-9a-f]{3,8}$/i;

/** Account, nickname, avatar, club label with rank, member labels, bound contacts and the previous login. */
export function ProfileSection() {
  useSignals();
  const t = useT();
  const info = session.member.value;
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    // Fresh member data each time the page opens: labels or rank may have changed.
    session.loadMember().catch(() => undefined);
    call(member.icon, {})
      .then((answer) => active && setAvatarUrl(answer.avatar))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!info) return null;
  const notBound = t('mc_not_bound');
  return (
    <section className="mc-section" part="profile">
      <div className="mc-profile">
        {avatarUrl ? (
          <img className="mc-profile__avatar" src={avatarUrl} alt={t('mc_avatar')} part="avatar" />
        ) : (
          <span className="mc-profile__avatar" aria-hidden="true" />
        )}
        <div>
          <p className="mc-profile__name">{info.nickname || info.account}</p>
          <div className="mc-profile__sub">
            {info.account} · {info.clubLabel.labelName} ·{' '}
            {t('mc_rank_level', { level: info.clubLabel.rankLevel })}
          </div>
        </div>
      </div>
      {info.memberLabel.length > 0 && (
        <div className="mc-labels" part="member-labels">
          {info.memberLabel.map((label) => (
            <span
              key={label.labelName}
              className="mc-label"
              style={{ color: hexColour.test(label.color) ? label.color : DEFAULT_LABEL_COLOUR }}
            >
              {label.labelName}
            </span>
          ))}
        </div>
      )}
      <dl className="mc-facts">
        <dt>{t('field_nickname')}</dt>
        <dd>{info.nickname || '—'}</dd>
        <dt>{t('field_mobileNum')}</dt>
        <dd>{info.mobileNum ?? notBound}</dd>
        <dt>{t('field_email')}</dt>
        <dd>{info.email ?? notBound}</dd>
        <dt>{t('mc_last_login')}</dt>
        <dd part="last-login">
          {info.lastLoginTime
            ? `${formatDateTime(info.lastLoginTime)} · ${info.lastLoginIp ?? '—'}`
            : t('mc_first_login')}
        </dd>
      </dl>
    </section>
  );
}
