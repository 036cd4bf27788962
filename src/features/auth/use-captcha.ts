import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../core';
import { auth } from '../../core/contract';
import { randomId } from '../../core/random-id';

/** Minimum time between two captcha images (spec: refresh at most once per second). */
const refreshIntervalMs = 1000;

/**
 * A captcha tied to a client-generated id (sent along with the form as captchaId).
 * Loads the image while `active`; `refresh()` draws a new one at most once a second.
 */
export function useCaptcha(active: boolean) {
  const [captchaId, setCaptchaId] = useState(randomId);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);

  /** A new image; throttled to one per second unless `force` (e.g. a tab switch). */
  const refresh = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - lastLoad.current < refreshIntervalMs) return;
    lastLoad.current = now;
    setCaptchaId(randomId());
  }, []);

  useEffect(() => {
    if (!active) return;
    let current = true;
    lastLoad.current = Date.now();
    setFailed(false);
    call(auth.captchaImage, { id: captchaId })
      .then((png) => {
        if (current) setImage(`data:image/png;base64,${png}`);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [active, captchaId]);

  return { captchaId, image, failed, refresh };
}
