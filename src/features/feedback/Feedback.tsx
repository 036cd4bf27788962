import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { session } from '../../core';
import { Button } from '../ui/Button';
import { AlertIcon, UserIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';

/**
 * Feedback to the operator: the form (type, content with a live word count, comment, images)
 * and the member's past feedback with the operator's replies. A visitor is asked to sign in; a
 * free-play account is told feedback needs a real account.
 */
export function Feedback() {
  useSignals();
  const t = useT();
  const token = session.token.value;
  const freePlay = session.isFreePlayType(session.memberType.value);
  // Sending a feedback shows the history's first page again, with it on top.
  const [sent, setSent] = useState(0);

  return (
    <section className="fb" part="feedback" aria-labelledby="fb-title">
      <div className="fb__head">
        <h2 id="fb-title" className="fb__title">
          {t('fb_title')}
        </h2>
        <p className="fb__lead">{t('fb_lead')}</p>
      </div>
      {token === null && (
        <div className="fb__visitor">
          <p>{t('fb_sign_in_first')}</p>
          <Button variant="primary" onClick={() => session.requireLogin()} part="sign-in">
            <UserIcon />
            {t('fb_sign_in')}
          </Button>
        </div>
      )}
      {token !== null && freePlay && (
        <div className="alert" role="alert" part="real-account-warning">
          <AlertIcon />
          <span>{t('in_need_true_account')}</span>
        </div>
      )}
      {token !== null && !freePlay && (
        <>
          <FeedbackForm onSent={() => setSent((n) => n + 1)} />
          <FeedbackHistory key={`${token}:${sent}`} />
        </>
      )}
    </section>
  );
}
