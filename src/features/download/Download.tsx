import type { system } from '../../core';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { DownloadQr, loadDownloads } from '../ui/downloads';
import { PhoneIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { AndroidIcon, AppleIcon, LiteIcon } from './download-icons';
import { InstallSteps } from './InstallSteps';

/** The apps the page offers, in their order on a computer, with their text keys and icons. */
const APPS = [
  { type: 'IOS', key: 'ios', Icon: AppleIcon },
  { type: 'ANDROID', key: 'android', Icon: AndroidIcon },
  { type: 'LITE', key: 'lite', Icon: LiteIcon },
] as const;

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
 * (size 125) and link, the visitor's own platform first, and how to install the iOS app.
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
              <AppCard key={app.type} app={app} url={resource.url} yours={app.key === mine} />
            ))}
          </ul>
        )}
      </QueryGate>
      <InstallSteps />
    </section>
  );
}

/** The apps the server offers, the visitor's own first. */
function offered(list: readonly system.Resource[], mine: Platform) {
  const found = APPS.flatMap((app) => {
    const resource = list.find((entry) => entry.resourceType === app.type);
    return resource ? [{ app, resource }] : [];
  });
  return [...found.filter(({ app }) => app.key === mine), ...found.filter(({ app }) => app.key !== mine)];
}

function AppCard({ app, url, yours }: { app: (typeof APPS)[number]; url: string; yours: boolean }) {
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
      <p className="dl-app__text">{t(`dl_${app.key}_text`)}</p>
      <DownloadQr
        className="dl-app__qr"
        linkClassName="btn btn--primary btn--block dl-app__link"
        url={url}
        label={t('dl_qr_of', { name })}
        linkText={t(app.key === 'lite' ? 'dl_open_lite' : 'dl_get', { name })}
      />
      <p className="dl-app__scan">{t('dl_scan')}</p>
    </li>
  );
}
