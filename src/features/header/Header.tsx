import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../core';
import { addTextLoaders } from '../../core/i18n/locales';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { lazyPart } from '../ui/lazy-part';
import { Svg } from '../ui/Svg';
import { useT } from '../ui/use-t';
import { GuestArea } from './GuestArea';
import { LanguagePicker } from './LanguagePicker';

addTextLoaders(import.meta.glob('./*/header.json', { base: '../../../locales' }));

// What only a signed-in member sees (the account menu, the session figures and their upkeep, the restriction
// notice): one chunk, fetched at sign-in or with a restored session, so a visitor's header goes without it.
type MemberParts = typeof import('./member-parts');
const memberPart = <K extends keyof MemberParts>(name: K) =>
  lazyPart(['header'], () => import('./member-parts').then((module) => ({ default: module[name] })), {
    look: 'quiet',
  });
const AccountArea = memberPart('AccountArea');
const SessionInfo = memberPart('SessionInfo');
const RestrictedNotice = memberPart('RestrictedNotice');
const LiveSessionWatch = memberPart('LiveSessionWatch');

export interface HeaderProps {
  /** Image URL of the brand logo; the Gamedeck wordmark when absent. */
  logoSrc?: string;
  /** Text of the logo (alt text of the image). */
  brandName?: string;
}

/**
 * The site header: logo (with a demo mark when the brand is a demo), session clock and net position,
 * language picker, and the login or account area.
 */
export function Header({ logoSrc, brandName = 'Gamedeck' }: HeaderProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const signedIn = session.token.value !== null && !session.mustChangePassword.value;

  return (
    <header className="header" part="header">
      <div className="header__inner">
        <div className="brand">
          <a
            className="logo"
            href="/"
            part="logo"
            onClick={(event) => {
              event.preventDefault();
              navigate(host, '/');
            }}
          >
            {logoSrc ? (
              <img src={logoSrc} alt={brandName} className="logo__image" />
            ) : (
              <>
                <span className="logo__mark" aria-hidden="true">
                  <Svg size={20} strokeWidth={2.4}>
                    <path d="M17 7.5A6.5 6.5 0 1 0 18.5 12H12" />
                  </Svg>
                </span>
                <span className="logo__text">{brandName}</span>
              </>
            )}
            {/* The shown brand name comes first in the link's name, then where it leads. */}
            <span className="visually-hidden"> {t('hdr_home')}</span>
          </a>
          {session.systemStatus.value?.info.demo === true && (
            <span className="tag site-demo" part="demo-mark" title={t('hdr_demo_site')}>
              <span aria-hidden="true">{t('hdr_demo_site_badge')}</span>
              <span className="visually-hidden">{t('hdr_demo_site')}</span>
            </span>
          )}
        </div>
        {signedIn && <SessionInfo />}
        <div className="header__actions">
          <LanguagePicker />
          {signedIn ? <AccountArea /> : <GuestArea />}
        </div>
      </div>
      {signedIn && <RestrictedNotice />}
      {signedIn && <LiveSessionWatch />}
    </header>
  );
}
