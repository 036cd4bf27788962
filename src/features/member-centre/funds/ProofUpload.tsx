import { useRef, useState } from 'react';
import { funds, upload } from '../../../core';
import { MAX_PROOF_BYTES } from '../../../core/contract';
import { IMAGE_TYPES } from '../../../core/contract/endpoint';
import { Button } from '../../ui/Button';
import { checkPickedImages } from '../../ui/forms/image-files';
import { useLanguage, useT } from '../../ui/use-t';
import { fundsFailureText } from './funds-messages';

/**
 * Picks proof pictures (PNG or JPG, at most 5 MB each, at most the allowed number per match)
 * and uploads them one by one; `onCount` gets the match's proof count after each.
 */
export function ProofUpload({
  matchId,
  count,
  maxProofs,
  onCount,
}: {
  matchId: number;
  count: number;
  maxProofs: number;
  onCount: (count: number) => void;
}) {
  const t = useT();
  const lang = useLanguage();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const room = Math.max(0, maxProofs - count);

  const send = async (files: File[]) => {
    setError(null);
    if (files.length > room) return setError(t('fund_proof_too_many', { max: maxProofs }));
    // What the files are is read from their first bytes as they are picked, before anything is sent.
    const picked = await checkPickedImages(files, IMAGE_TYPES, lang);
    if (picked.refusal) return setError(t(picked.refusal.key, picked.refusal.params));
    if (picked.images.some((file) => file.size > MAX_PROOF_BYTES)) return setError(t('fund_proof_rules'));
    setBusy(true);
    try {
      for (const file of picked.images) {
        const answer = await upload(funds.uploadProof, file, { matchId });
        onCount(answer.proofCount);
      }
    } catch (failure) {
      setError(fundsFailureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="centre-stack" part="proof-upload">
      <p className="centre-section__hint">
        {t('fund_proof_hint', { max: maxProofs })} {t('fund_proof_count', { count, max: maxProofs })}
      </p>
      <input
        ref={picker}
        className="fd-file"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-match={matchId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <div className="fd-row-actions">
        <Button
          variant="outline"
          size="small"
          loading={busy}
          disabled={room === 0}
          onClick={() => picker.current?.click()}
        >
          {t('fund_proof_add')}
        </Button>
      </div>
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
