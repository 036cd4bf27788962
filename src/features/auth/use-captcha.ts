import { useCallback, useMemo, useRef, useState } from 'react';
import { randomId } from '../../core/random-id';

/** Minimum time between two captcha images (spec: refresh at most once per second). */
const refreshIntervalMs = 1000;

/** A captcha's id (sent along with the form as captchaId) and the way to draw a new one. */
export interface Captcha {
  captchaId: string;
  /** A new image; throttled to one per second unless `force` (e.g. a tab switch, a spent answer). */
  refresh: (force?: boolean) => void;
  /** Told by the image each time it draws, so a refresh within the next second is ignored. */
  drawn: () => void;
}

/**
 * The half of the captcha a form needs from its first screen: a client-generated id and its throttled
 * refresh. The image half (`CaptchaField`) loads with the field, the first time the captcha shows.
 */
export function useCaptcha(): Captcha {
  const [captchaId, setCaptchaId] = useState(randomId);
  const lastDrawn = useRef(0);

  const refresh = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - lastDrawn.current < refreshIntervalMs) return;
    lastDrawn.current = now;
    setCaptchaId(randomId());
  }, []);

  const drawn = useCallback(() => {
    lastDrawn.current = Date.now();
  }, []);

  return useMemo(() => ({ captchaId, refresh, drawn }), [captchaId, refresh, drawn]);
}
