import type { ReactNode } from 'react';
import { useT } from '../ui/use-t';

/** A phone drawn around a screen's content (120 × 150); the step's text says what it shows. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <svg
      className="dl-ill"
      viewBox="0 0 120 150"
      width="120"
      height="150"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="dl-ill__body" x="28" y="4" width="64" height="142" rx="11" />
      <rect className="dl-ill__screen" x="33" y="14" width="54" height="122" rx="4" />
      <rect className="dl-ill__body-line" x="52" y="8" width="16" height="2.5" rx="1.25" />
      {children}
    </svg>
  );
}

/** Step 1: the install prompt, with the app's icon downloading. */
const InstallPicture = () => (
  <Phone>
    <rect className="dl-ill__card" x="38" y="40" width="44" height="54" rx="5" />
    <rect className="dl-ill__accent" x="51" y="47" width="18" height="18" rx="4.5" />
    <path className="dl-ill__mark" d="M60 50.5v9m-3.5-3.5 3.5 3.5 3.5-3.5" />
    <rect className="dl-ill__muted" x="45" y="70" width="30" height="3" rx="1.5" />
    <rect className="dl-ill__accent" x="45" y="79" width="30" height="9" rx="4.5" />
    <rect className="dl-ill__muted" x="42" y="108" width="36" height="4" rx="2" />
    <rect className="dl-ill__accent" x="42" y="108" width="22" height="4" rx="2" />
  </Phone>
);

/** Step 2: Settings › General › VPN & Device Management, the profile marked trusted. */
const TrustPicture = () => (
  <Phone>
    <rect className="dl-ill__muted" x="38" y="22" width="24" height="4" rx="2" />
    {[34, 48, 62].map((y) => (
      <g key={y}>
        <rect className="dl-ill__card" x="37" y={y} width="46" height="11" rx="3" />
        <rect className="dl-ill__muted" x="41" y={y + 4} width="24" height="3" rx="1.5" />
      </g>
    ))}
    <rect className="dl-ill__card dl-ill__card--on" x="37" y="80" width="46" height="30" rx="4" />
    <path className="dl-ill__shield" d="M49 86.5 44 88.5v4c0 3.4 2.2 5.5 5 6.2 2.8-.7 5-2.8 5-6.2v-4z" />
    <path className="dl-ill__mark" d="m46.8 92.8 1.6 1.6 3-3" />
    <rect className="dl-ill__muted" x="57" y="89" width="21" height="3" rx="1.5" />
    <rect className="dl-ill__accent" x="57" y="96" width="14" height="6" rx="3" />
  </Phone>
);

/** Step 3: the home screen, the app's icon tapped. */
const OpenPicture = () => (
  <Phone>
    {[0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2].map((column) => (
        <rect
          key={`${row}-${column}`}
          className={row === 2 && column === 1 ? 'dl-ill__accent' : 'dl-ill__card'}
          x={39 + column * 15}
          y={26 + row * 17}
          width="12"
          height="12"
          rx="3"
        />
      )),
    )}
    <circle className="dl-ill__tap" cx="60" cy="66" r="11" />
    <circle className="dl-ill__tap" cx="60" cy="66" r="16" />
  </Phone>
);

const STEPS = [
  { key: 'install', Picture: InstallPicture },
  { key: 'trust', Picture: TrustPicture },
  { key: 'open', Picture: OpenPicture },
] as const;

/** How to install the iOS app: install, trust the profile, open — each with its picture. */
export function InstallSteps() {
  const t = useT();
  return (
    <section className="dl-steps" part="ios-steps" aria-labelledby="dl-steps-title">
      <h3 id="dl-steps-title" className="dl-steps__title">
        {t('dl_steps_title')}
      </h3>
      <ol className="dl-steps__list">
        {STEPS.map(({ key, Picture }, index) => (
          <li key={key} className="dl-step" data-step={key}>
            <Picture />
            <div className="dl-step__body">
              <span className="dl-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h4 className="dl-step__title">{t(`dl_step_${key}_title`)}</h4>
              <p className="dl-step__text">{t(`dl_step_${key}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
