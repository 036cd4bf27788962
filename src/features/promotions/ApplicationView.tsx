import { useEffect, useState } from 'react';
import { call, formatDateTime, promo } from '../../core';
import { readUpload } from '../../core/api/read-upload';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { StateBadge } from '../ui/promotions/StateBadge';
import { useT } from '../ui/use-t';

/**
 * The member's application as the operator sees it: its state, when it was sent and decided,
 * the note, the images (read back with the member's token) and the operator's reason on a refusal.
 */
export function ApplicationView({ promotionId }: { promotionId: number }) {
  const t = useT();
  const application = useQuery(() => call(promo.application, { promotionId }), String(promotionId));
  return (
    <QueryGate look="section" query={application.query} onRetry={application.reload}>
      {(sent) =>
        sent && (
          <section className="promo-application" part="application" aria-labelledby="promo-application-title">
            <div className="promo-application__head">
              <h4 id="promo-application-title" className="promo-application__title">
                {t('promo_application')}
              </h4>
              <StateBadge state={sent.state} part="application-state" />
            </div>
            <p className="promo-application__meta">
              <span>{t('promo_applied_at', { time: formatDateTime(sent.appliedAt) })}</span>
              {sent.decidedAt && (
                <span>{t('promo_decided_at', { time: formatDateTime(sent.decidedAt) })}</span>
              )}
            </p>
            <p className="promo-application__comment" part="application-comment">
              {sent.comment ?? t('promo_no_comment')}
            </p>
            {sent.remark && (
              <p className="promo-application__remark" part="application-remark">
                {t('promo_remark', { remark: sent.remark })}
              </p>
            )}
            {sent.images.length > 0 && (
              <ul className="promo-thumbs" part="application-images">
                {sent.images.map((uploadId, index) => (
                  <li key={uploadId} className="promo-thumb">
                    <UploadedImage
                      uploadId={uploadId}
                      label={t('promo_application_image', { number: index + 1 })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      }
    </QueryGate>
  );
}

/** One of the member's uploads, fetched with their token and shown through an object URL. */
function UploadedImage({ uploadId, label }: { uploadId: number; label: string }) {
  const t = useT();
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    readUpload(uploadId, { signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSource(url);
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [uploadId]);
  if (failed) {
    return (
      <span
        className="promo-thumb__missing"
        role="img"
        aria-label={`${label}: ${t('promo_image_unavailable')}`}
      >
        ?
      </span>
    );
  }
  return source ? (
    <img src={source} alt={label} />
  ) : (
    <span className="spinner" role="img" aria-label={label} />
  );
}
