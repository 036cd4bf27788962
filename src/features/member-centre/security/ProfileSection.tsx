import { call, formatDateTime, member } from '../../../core';
import { closeSelf } from '../../ui/close-self';
import { navigate } from '../../ui/events';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { useHost } from '../../ui/host-context';
import { CrownIcon, UserIcon } from '../../ui/icons';
import { useT } from '../../ui/use-t';
import { useProfile } from './use-profile';

/** Colour of a member label the operator gave no colour (spec §2). */
export const DEFAULT_LABEL_COLOUR = '#ABABAB';

const hexColour = /^#[0-9a-f]{3,8}$/i;
const colourOr = (colour: string, fallback: string) => (hexColour.test(colour) ? colour : fallback);

function NicknameForm() {
  const t = useT();
  const { profile, update } = useProfile();
  const form = useFormState({ nickname: profile.nickname ?? '' }, (values): FieldErrors => {
    const nickname = values.nickname.trim();
    if (nickname === '') return { nickname: { key: 'val_required' } };
    if (nickname.length > 20) return { nickname: { key: 'val_password', params: { range: '1-20' } } };
    return {};
  });
  return (
    <FormShell
      part="nickname-form"
      onSubmit={() =>
        form.submit(async () => {
          const answer = await call(member.updateNickname, { nickname: form.values.nickname.trim() });
          update({ nickname: answer.nickname });
        })
      }
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_save')}
    >
      <TextField label={t('field_nickname')} {...form.field('nickname')} icon={<UserIcon />} maxLength={20} />
    </FormShell>
  );
}

/** Account, nickname, avatar, club label with rank, member labels and the previous login. */
export function ProfileSection() {
  const t = useT();
  const { host } = useHost();
  const { profile } = useProfile();
  const nameColour = colourOr(profile.memberColor, DEFAULT_LABEL_COLOUR);
  return (
    <section className="centre-section" part="profile">
      <div className="mc-profile">
        <img className="mc-profile__avatar" src={profile.avatar.avatar} alt={t('mc_avatar')} part="avatar" />
        <div>
          <p className="mc-profile__name" style={{ color: nameColour }}>
            {profile.nickname || profile.account}
          </p>
          <div className="mc-profile__sub">
            {profile.account} · {profile.clubLabel.labelName} ·{' '}
            {t('mc_rank_level', { level: profile.clubLabel.rankLevel })}
          </div>
          <a
            className="link mc-vip-link"
            href="/vip"
            part="vip-link"
            onClick={(event) => {
              event.preventDefault();
              closeSelf(host);
              navigate(host, '/vip');
            }}
          >
            <CrownIcon size={15} />
            {t('mc_vip_link')}
          </a>
        </div>
      </div>
      {profile.memberLabel.length > 0 && (
        <div className="mc-labels" part="member-labels">
          {profile.memberLabel.map((label) => (
            <span
              key={label.labelName}
              className="mc-label"
              style={{ color: colourOr(label.color, DEFAULT_LABEL_COLOUR) }}
            >
              {label.labelName}
            </span>
          ))}
        </div>
      )}
      <dl className="centre-facts">
        <dt>{t('mc_last_login')}</dt>
        <dd part="last-login">
          {profile.previousLoginTime
            ? `${formatDateTime(profile.previousLoginTime)} · ${profile.previousLoginIp ?? '—'}`
            : t('mc_first_login')}
        </dd>
      </dl>
      <NicknameForm />
    </section>
  );
}
