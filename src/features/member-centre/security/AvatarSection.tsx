import { type ChangeEvent, useState } from 'react';
import { call, type Message, member, upload } from '../../../core';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { checkPickedImages } from '../../ui/forms/image-files';
import { errorKeyFor } from '../../ui/system-status';
import { useLanguage, useT } from '../../ui/use-t';
import { useProfile } from './use-profile';

/** Pick one of the brand's STATIC avatars or upload an own (CUSTOM) png or jpeg. */
export function AvatarSection() {
  const t = useT();
  const lang = useLanguage();
  const { profile, update } = useProfile();
  const choices = useQuery(() => call(member.playerAvatar, {}));
  const [busy, setBusy] = useState(false);
  /** What went wrong with the last change. */
  const [error, setError] = useState<Message | null>(null);

  const apply = async (change: () => Promise<member.Profile['avatar']>) => {
    setBusy(true);
    setError(null);
    try {
      update({ avatar: await change() });
    } catch (failure) {
      setError({ key: errorKeyFor(failure) });
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    // What the file is is read from its first bytes; upload() then refuses an oversize one before sending it.
    const picked = await checkPickedImages([file], member.uploadAvatar.upload.types, lang);
    if (picked.refusal) return setError(picked.refusal);
    const [image] = picked.images;
    if (image) await apply(() => upload(member.uploadAvatar, image, {}));
  };

  return (
    <section className="centre-section" part="avatar-section">
      <h4 className="centre-section__title">{t('mc_avatar')}</h4>
      {choices.query.state === 'loading' && <Loading />}
      {choices.query.state === 'ready' && (
        <fieldset className="mc-avatars" aria-label={t('mc_avatar')}>
          {choices.query.value.choices.map((choice, index) => {
            const chosen = profile.avatar.avatarType === 'STATIC' && profile.avatar.avatar === choice.url;
            return (
              <button
                key={choice.key}
                type="button"
                aria-pressed={chosen}
                className="mc-avatars__choice"
                disabled={busy}
                data-avatar={choice.key}
                onClick={() => void apply(() => call(member.setStaticAvatar, { key: choice.key }))}
              >
                <img src={choice.url} alt={t('mc_avatar_choice', { number: index + 1 })} />
              </button>
            );
          })}
        </fieldset>
      )}
      <label className="btn btn--outline mc-upload" part="avatar-upload">
        {busy && <span className="spinner" aria-hidden="true" />}
        {t('mc_upload_avatar')}
        <input
          type="file"
          accept={member.uploadAvatar.upload.types.join(',')}
          onChange={(event) => void onFile(event)}
          disabled={busy}
          hidden
        />
      </label>
      <p className="centre-section__hint">{t('mc_avatar_hint')}</p>
      {(error || choices.query.state === 'failed') && (
        <div className="alert" role="alert">
          {error ? t(error.key, error.params) : t(errorKeyFor(choices.query.failure))}
        </div>
      )}
    </section>
  );
}
