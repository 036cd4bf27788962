import { useEffect, useId, useRef, useState } from 'react';
import { promo, upload } from '../../core';
import { IMAGE_TYPES } from '../../core/contract/endpoint';
import {
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_IMAGE_BYTES,
  MAX_APPLICATION_IMAGES,
} from '../../core/contract/promo';
import { Button } from '../ui/Button';
import { checkPickedImages } from '../ui/forms/image-files';
import { LengthCounter, lengthProblem } from '../ui/forms/text-limit';
import { CloseIcon } from '../ui/icons';
import type { ApplicationInput } from '../ui/promotions/reward-action';
import { errorKeyFor } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';

interface Picked {
  file: File;
  /** An object URL for the preview, revoked when the image leaves the form. */
  preview: string;
}

/**
 * The application to a reviewed promotion: a note of at most 140 characters and up to three PNG
 * or JPG images of at most 5 MB each, checked here first (type, size, count) with a message
 * naming the file. Sending uploads each image once (an image already uploaded is not sent again
 * on a retry), then applies with their ids.
 */
export function ApplyForm({
  promotionId,
  busy,
  onApply,
}: {
  promotionId: number;
  busy: boolean;
  onApply: (application: ApplicationInput) => Promise<boolean>;
}) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The upload id of each image already on the server, kept across a failed attempt.
  const uploaded = useRef(new Map<File, number>());
  const shown = useRef(images);
  shown.current = images;
  useEffect(
    () => () => {
      for (const image of shown.current) URL.revokeObjectURL(image.preview);
    },
    [],
  );

  const add = async (files: File[]) => {
    setError(null);
    if (images.length + files.length > MAX_APPLICATION_IMAGES) {
      setError(t('promo_image_count', { max: MAX_APPLICATION_IMAGES }));
      return;
    }
    // What the files are is read from their first bytes as they are picked: a renamed file never joins the form.
    const picked = await checkPickedImages(files, IMAGE_TYPES, lang);
    if (picked.refusal) {
      setError(t(picked.refusal.key, picked.refusal.params));
      return;
    }
    const tooBig = picked.images.find((file) => file.size > MAX_APPLICATION_IMAGE_BYTES);
    if (tooBig) {
      setError(t('promo_image_size', { name: tooBig.name }));
      return;
    }
    setImages((current) => [
      ...current,
      ...picked.images.map((file) => ({ file, preview: URL.createObjectURL(file) })),
    ]);
  };

  const remove = (picked: Picked) => {
    URL.revokeObjectURL(picked.preview);
    setImages(images.filter((image) => image !== picked));
  };

  // Said as the member types: a note over the limit is refused before sending, never cut.
  const commentProblem = lengthProblem(comment, MAX_APPLICATION_COMMENT);

  const send = async () => {
    setError(null);
    const note = comment.trim();
    if (commentProblem) return;
    setUploading(true);
    const ids: number[] = [];
    try {
      for (const { file } of images) {
        let uploadId = uploaded.current.get(file);
        if (uploadId === undefined) {
          ({ uploadId } = await upload(promo.applicationImage, file, { promotionId }));
          uploaded.current.set(file, uploadId);
        }
        ids.push(uploadId);
      }
    } catch (failure) {
      setError(t(errorKeyFor(failure)));
      return;
    } finally {
      setUploading(false);
    }
    await onApply({ ...(note ? { comment: note } : {}), images: ids });
  };

  return (
    <form
      className="promo-apply"
      part="apply-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={`field${commentProblem ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-comment`}>
          {t('promo_comment_optional')}
        </label>
        <div className="field__control">
          <textarea
            id={`${id}-comment`}
            name="comment"
            className="promo-apply__comment"
            rows={3}
            value={comment}
            aria-invalid={commentProblem ? true : undefined}
            aria-describedby={`${id}-note ${id}-count`}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        </div>
        <div className="field__note">
          <div id={`${id}-note`}>
            {commentProblem && (
              <div className="field__error" role="alert" part="comment-error">
                {t(commentProblem.key, commentProblem.params)}
              </div>
            )}
          </div>
          <LengthCounter id={`${id}-count`} text={comment} max={MAX_APPLICATION_COMMENT} />
        </div>
      </div>
      <fieldset className="promo-apply__images">
        <legend className="field__label">{t('promo_images')}</legend>
        <p className="field__hint">{t('promo_images_hint', { max: MAX_APPLICATION_IMAGES })}</p>
        {images.length > 0 && (
          <ul className="promo-thumbs" part="apply-images">
            {images.map((picked) => (
              <li key={picked.preview} className="promo-thumb">
                <img src={picked.preview} alt={picked.file.name} />
                <button
                  type="button"
                  className="icon-btn promo-thumb__remove"
                  aria-label={t('promo_image_remove', { name: picked.file.name })}
                  onClick={() => remove(picked)}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={picker}
          className="promo-apply__file"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) void add(files);
          }}
        />
        <Button
          variant="outline"
          size="small"
          disabled={images.length >= MAX_APPLICATION_IMAGES || uploading || busy}
          onClick={() => picker.current?.click()}
          part="add-images"
        >
          {t('promo_images_add')}
        </Button>
      </fieldset>
      {error && (
        <div className="alert" role="alert" part="apply-error">
          {error}
        </div>
      )}
      <Button type="submit" variant="primary" loading={uploading || busy} part="promotion-apply">
        {t('promo_send_application')}
      </Button>
    </form>
  );
}
