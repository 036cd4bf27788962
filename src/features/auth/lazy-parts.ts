import { addTextLoaders } from '../../core/i18n/locales';
import { lazyPart } from '../ui/lazy-part';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../../locales' }));

/**
 * The captcha, which the login and the register forms show only once the server asks for it (or the brand's
 * register form does): its code and CSS come then. Each form's other parts a visitor may never need are
 * declared in the form's own module, so an element carries the declarations of its own parts only.
 */
export const CaptchaField = lazyPart(['auth'], () =>
  import('./CaptchaField').then((module) => ({ default: module.CaptchaField })),
);
