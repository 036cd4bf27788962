import { session } from '../../core';
import { Button } from '../ui/Button';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { AlertIcon, GiftIcon, UserIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { CoinsIcon, PlayStarIcon } from './mall-icons';

const steps = [
  { key: 'earn', Icon: PlayStarIcon },
  { key: 'redeem', Icon: GiftIcon },
  { key: 'convert', Icon: CoinsIcon },
] as const;

/**
 * What the points mall is, for whoever cannot use it: a visitor gets the sign-in and register
 * buttons, a free-play account the notice that points need a real account.
 */
export function MallIntro({ freePlay }: { freePlay: boolean }) {
  const t = useT();
  const { host } = useHost();
  return (
    <section className="pm" part="point-mall-intro" aria-labelledby="pm-title">
      <div className="pm__head">
        <h2 id="pm-title" className="pm__title">
          {t('pts_title')}
        </h2>
        <p className="pm__lead">{t('pts_lead')}</p>
      </div>
      <ul className="pm-steps">
        {steps.map(({ key, Icon }) => (
          <li key={key} className="pm-step">
            <span className="pm-step__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="pm-step__title">{t(`pts_intro_${key}_title`)}</h3>
            <p className="pm-step__text">{t(`pts_intro_${key}`)}</p>
          </li>
        ))}
      </ul>
      <p className="pm__note">{t('pts_intro_never_expire')}</p>
      {freePlay ? (
        <div className="alert pm__warning" role="alert" part="real-account-warning">
          <AlertIcon />
          <span>{t('in_need_true_account')}</span>
        </div>
      ) : (
        <div className="pm__actions">
          <Button variant="primary" size="large" onClick={() => session.requireLogin()} part="sign-in">
            <UserIcon />
            {t('pts_sign_in')}
          </Button>
          <Button variant="outline" size="large" onClick={() => navigate(host, '/register')}>
            {t('pts_register')}
          </Button>
        </div>
      )}
    </section>
  );
}
