import { useState, useSyncExternalStore } from 'react';
import type { system } from '../../core';
import { install, installState, onInstallStateChange } from '../../core/install-offer';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { loadDownloads } from '../ui/downloads';
import { CheckIcon, PhoneIcon } from '../ui/icons';
import { QrCode } from '../ui/QrCode';
import { useT } from '../ui/use-t';
import { AndroidIcon, AppleIcon, LiteIcon } from './download-icons';
import { InstallSteps } from './InstallSteps';

/**
 * The apps the page offers, in their order on a computer, with their text keys and icons. The profile
 * (MOBILECONFIG) has a card of its own only when the iOS app is a store app; otherwise the iOS card is it.
 */
const APPS = [
  { type: 'IOS', key: 'ios', Icon: AppleIcon },
  { type: 'MOBILECONFIG', key: 'profile', Icon: AppleIcon },
  { type: 'ANDROID', key: 'android', Icon: AndroidIcon },
  { type: 'LITE', key: 'lite', Icon: LiteIcon },
] as const;

type App = (typeof APPS)[number];

/** The phone an app is for (the profile is iOS's). */
const platformOf = (app: App): string => (app.key === 'profile' ? 'ios' : app.key);

export type Platform = 'ios' | 'android' | 'other';

/** The visitor's phone platform from the browser (iPadOS presents itself as a Mac with a touch screen). */
export function visitorPlatform(): Platform {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) {
    return 'ios';
  }
  return /Android/.test(agent) ? 'android' : 'other';
}

export interface DownloadProps {
  /** "ios" or "android" puts that app first; without it the browser says which phone this is. */
  platform?: string;
}

/**
 * The app download page: the iOS, Android and lite apps the brand offers, each with its QR code
 * (size 125) and what installs it (a store link, the site's iOS profile, or the browser's install of the web
 * app), the visitor's own platform first, and how to install the iOS profile.
 */
export function Download({ platform }: DownloadProps) {
  const t = useT();
  const downloads = useQuery(loadDownloads);
  const mine: Platform = platform === 'ios' || platform === 'android' ? platform : visitorPlatform();

  return (
    <section className="dl" part="download" aria-labelledby="dl-title">
      <div className="dl__head">
        <h2 id="dl-title" className="dl__title">
          {t('dl_title')}
        </h2>
        <p className="dl__lead">{t('dl_lead')}</p>
      </div>
      <QueryGate
        look="section"
        query={downloads.query}
        onRetry={downloads.reload}
        isEmpty={(list) => offered(list, mine).length === 0}
        empty={t('dl_empty')}
      >
        {(list) => (
          <ul className="dl-apps" part="apps">
            {offered(list, mine).map(({ app, resource }) => (
              <AppCard key={app.type} app={app} resource={resource} yours={platformOf(app) === mine} />
            ))}
          </ul>
        )}
      </QueryGate>
      {downloads.query.value?.some((entry) => entry.install === 'profile') && <InstallSteps />}
    </section>
  );
}

/** The apps the server offers, the visitor's own first (the profile goes with iOS). */
function offered(list: readonly system.Resource[], mine: Platform) {
  const ios = list.find((entry) => entry.resourceType === 'IOS');
  const found = APPS.flatMap((app) => {
    const resource = list.find((entry) => entry.resourceType === app.type);
    if (!resource || (app.type === 'MOBILECONFIG' && ios?.url === resource.url)) return [];
    return [{ app, resource }];
  });
  const isMine = (app: App) => platformOf(app) === mine;
  return [...found.filter(({ app }) => isMine(app)), ...found.filter(({ app }) => !isMine(app))];
}

/** The key of a card's description: what this download is, by how it installs. */
function textKeyOf(app: App, resource: system.Resource): string {
  if (app.key === 'lite' || app.key === 'profile') return `dl_${app.key}_text`;
  return `dl_${app.key}_${resource.install === 'store' ? 'store' : resource.install === 'profile' ? 'profile' : 'web'}_text`;
}

function AppCard({ app, resource, yours }: { app: App; resource: system.Resource; yours: boolean }) {
  const t = useT();
  const name = t(`dl_${app.key}`);
  return (
    <li className={`dl-app${yours ? ' dl-app--yours' : ''}`} data-app={app.key} part="app">
      <div className="dl-app__head">
        <span className="dl-app__icon" aria-hidden="true">
          <app.Icon />
        </span>
        <div>
          <h3 className="dl-app__name">{name}</h3>
          {yours && (
            <span className="dl-app__yours">
              <PhoneIcon size={14} />
              {t('dl_yours')}
            </span>
          )}
        </div>
      </div>
      <p className="dl-app__text">{t(textKeyOf(app, resource))}</p>
      <div className="dl-app__qr">
        <QrCode text={resource.url} label={t('dl_qr_of', { name })} size={125} />
        {resource.install === 'webApp' ? (
          <InstallWebApp url={resource.url} offerLink={app.key === 'lite'} />
        ) : resource.install === 'profile' ? (
          <a href={resource.url} className={LINK_CLASS} download>
            {t('dl_install_profile')}
          </a>
        ) : (
          <a href={resource.url} className={LINK_CLASS} target="_blank" rel="noopener">
            {t('dl_get', { name })}
          </a>
        )}
      </div>
      {resource.install === 'profile' && (
        <p className={`dl-app__note${resource.signed ? ' dl-app__note--signed' : ''}`}>
          {t(resource.signed ? 'dl_profile_signed' : 'dl_profile_unsigned')}
        </p>
      )}
      <p className="dl-app__scan">{t('dl_scan')}</p>
    </li>
  );
}

const LINK_CLASS = 'btn btn--primary btn--block dl-app__link';

/**
 * The site installed from the browser: the browser's own install dialog where it offers one, "installed"
 * once it is, else where to find it in the browser's menu (and, for the lite app, a link to the site).
 */
function InstallWebApp({ url, offerLink }: { url: string; offerLink: boolean }) {
  const t = useT();
  const state = useSyncExternalStore(onInstallStateChange, installState);
  const [declined, setDeclined] = useState(false);
  if (state === 'installed') {
    return (
      <p className="dl-app__done" role="status">
        <CheckIcon size={16} />
        {t('dl_installed')}
      </p>
    );
  }
  if (state === 'offered') {
    return (
      <Button
        variant="primary"
        block
        className="dl-app__link"
        onClick={() => void install().then((accepted) => setDeclined(!accepted))}
      >
        {t('dl_install_app')}
      </Button>
    );
  }
  return (
    <>
      {offerLink && (
        <a href={url} className={LINK_CLASS}>
          {t('dl_open_lite')}
        </a>
      )}
      <p className="dl-app__hint">{t(declined ? 'dl_install_later' : 'dl_install_hint')}</p>
    </>
  );
}
