import { TextField } from '../ui/Field';
import { ShieldIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

/** The captcha input with its image; clicking the image draws a new one. */
export function CaptchaField({
  value,
  onValueChange,
  error,
  image,
  failed,
  onRefresh,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  image: string | null;
  failed: boolean;
  onRefresh: () => void;
}) {
  const t = useT();
  return (
    <TextField
      label={t('field_captcha')}
      name="captcha"
      value={value}
      onValueChange={onValueChange}
      error={error}
      icon={<ShieldIcon />}
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      requiredMark
      trailing={
        <button
          type="button"
          className="captcha__image"
          part="captcha-image"
          onClick={onRefresh}
          aria-label={t('login_captcha_refresh')}
          title={t('login_captcha_refresh')}
        >
          {image && !failed ? (
            <img src={image} alt="" />
          ) : (
            <span className="muted">{failed ? '!' : '…'}</span>
          )}
        </button>
      }
    />
  );
}
