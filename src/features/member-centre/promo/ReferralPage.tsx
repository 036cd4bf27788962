import { useState } from 'react';
import { call, formatDateTime, promo } from '../../../core';
import { ActionMessage } from '../../ui/ActionMessage';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { Button } from '../../ui/Button';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { CheckIcon } from '../../ui/icons';
import { QrCode } from '../../ui/QrCode';
import { useT } from '../../ui/use-t';
import { promoStyles } from './promo.styles';

/** Puts `text` on the clipboard; false where the browser refuses (plain http, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** referral: the member's invite link with a copy button and its QR code, and the friends invited. */
export default function ReferralPage() {
  useAdoptedStyles(promoStyles);
  const t = useT();
  const info = useQuery(() => call(promo.referral, {}));
  const [copied, setCopied] = useState<boolean | null>(null);
  const value = info.query.value;

  return (
    <div className="centre-stack" part="referral">
      <QueryGate query={info.query} onRetry={info.reload} />
      {value && (
        <>
          <section className="centre-section mc-referral">
            <div className="centre-stack">
              <h4 className="centre-section__title">{t('mc_ref_link')}</h4>
              <p className="centre-section__hint">{t('mc_ref_hint')}</p>
              <div className="mc-link">
                <code part="invite-link">{value.inviteLink}</code>
                <Button
                  variant="primary"
                  size="small"
                  onClick={() => void copyText(value.inviteLink).then(setCopied)}
                  part="copy-link"
                >
                  {copied && <CheckIcon size={16} />}
                  {t('mc_ref_copy')}
                </Button>
              </div>
              <span className="muted">{t('mc_ref_code', { code: value.referralCode })}</span>
              {copied !== null && (
                <ActionMessage text={t(copied ? 'mc_ref_copied' : 'mc_ref_copy_failed')} ok={copied} />
              )}
            </div>
            <QrCode
              text={value.inviteLink}
              label={t('mc_ref_qr')}
              size={168}
              className="mc-qr"
              part="referral-qr"
            />
          </section>
          <section className="centre-section">
            <h4 className="centre-section__title">
              {t('mc_ref_invitees', { count: value.invitees.length })}
            </h4>
            {value.invitees.length === 0 ? (
              <p className="centre-section__hint" part="empty">
                {t('mc_ref_none')}
              </p>
            ) : (
              <table className="mc-table" part="invitees">
                <thead>
                  <tr>
                    <th scope="col">{t('mc_ref_account')}</th>
                    <th scope="col">{t('mc_ref_registered')}</th>
                    <th scope="col">{t('mc_ref_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.invitees.map((friend) => (
                    <tr key={`${friend.account}-${friend.registeredAt}`}>
                      <td>{friend.account}</td>
                      <td>{formatDateTime(friend.registeredAt)}</td>
                      <td>
                        <span className={`mc-chip${friend.status === 'deposited' ? ' mc-chip--good' : ''}`}>
                          {t(`mc_ref_status_${friend.status}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
