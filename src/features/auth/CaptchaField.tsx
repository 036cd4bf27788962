import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { call } from '../../core';
import { auth } from '../../core/contract';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { TextField } from '../ui/Field';
import { ShieldIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import type { Captcha } from './use-captcha';

const captchaStyles = /* css */ `
.captcha__image {
  flex: none; height: 34px; width: 96px; padding: 0; border-radius: 6px; overflow: hidden; cursor: pointer;
  border: 1px solid var(--_border); background: #fff; display: grid; place-items: center; margin-inline-end: -6px;
}
.captcha__image canvas { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

/** A base64 PNG, decoded for a canvas. */
function decodePng(base64: string): Promise<ImageBitmap> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return createImageBitmap(new Blob([bytes], { type: 'image/png' }));
}

/** The image of the captcha `captchaId`, fetched each time the id changes. */
function useCaptchaImage({ captchaId, drawn }: Captcha) {
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    drawn();
    setFailed(false);
    call(auth.captchaImage, { id: captchaId })
      .then(decodePng)
      .then((bitmap) => {
        if (current) setImage(bitmap);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [captchaId, drawn]);

  return { image, failed };
}

/**
 * The captcha picture, drawn on a canvas: a data: image would need the page's CSP to allow data: images,
 * which the policy partners are given does not.
 */
function CaptchaPicture({ image }: { image: ImageBitmap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const target = canvas.current;
    if (!target) return;
    target.width = image.width;
    target.height = image.height;
    target.getContext('2d')?.drawImage(image, 0, 0);
  }, [image]);
  return <canvas ref={canvas} />;
}

/**
 * The captcha input with its image; clicking the image draws a new one. Loaded (with its CSS) the
 * first time a form shows the captcha.
 */
export function CaptchaField({
  value,
  onValueChange,
  error,
  captcha,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  captcha: Captcha;
}) {
  useAdoptedStyles(captchaStyles);
  const t = useT();
  const { image, failed } = useCaptchaImage(captcha);
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
          onClick={() => captcha.refresh()}
          aria-label={t('login_captcha_refresh')}
          title={t('login_captcha_refresh')}
        >
          {image && !failed ? (
            <CaptchaPicture image={image} />
          ) : (
            <span className="muted">{failed ? '!' : '…'}</span>
          )}
        </button>
      }
    />
  );
}
