import { useId, useState } from 'react';
import { call, upload } from '../../core';
import { ApiError } from '../../core/contract';
import { countWords, image, settings, submit } from '../../core/contract/feedback';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { LengthCounter, lengthProblem } from '../ui/forms/text-limit';
import { useActionKey } from '../ui/money/action-key';
import { type Translate, useT } from '../ui/use-t';
import { ImagePicker, type PickedImage } from './ImagePicker';

type Settings = Awaited<ReturnType<typeof loadSettings>>;
type FieldName = 'type' | 'content' | 'comment' | 'images';
type Errors = Partial<Record<FieldName | 'form', string>>;

const loadSettings = () => call(settings, {});

/** The feedback form: its rules come from the operator (GET /wps/feedback/settings). */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { query, reload } = useQuery(loadSettings);
  return (
    <QueryGate look="section" query={query} onRetry={reload}>
      {(rules) => <FeedbackFields rules={rules} onSent={onSent} />}
    </QueryGate>
  );
}

function FeedbackFields({ rules, onSent }: { rules: Settings; onSent: () => void }) {
  const t = useT();
  const ids = useId();
  const keys = useActionKey();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const words = countWords(content);
  const wordsText = t('fb_words_bounds', { min: rules.minWords, max: rules.maxWords });
  // Said as the member types: a comment over the limit is refused before sending, never cut.
  const commentProblem = lengthProblem(comment, rules.maxCommentLength);
  const commentError =
    errors.comment ?? (commentProblem ? t(commentProblem.key, commentProblem.params) : null);

  const check = (): Errors => {
    const found: Errors = {};
    if (!rules.types.includes(type)) found.type = t('fb_type_required');
    if (words < rules.minWords || words > rules.maxWords) found.content = wordsText;
    return found;
  };

  const send = async () => {
    setDone(false);
    const found = check();
    setErrors(found);
    // The comment's length is told under it as it is typed; it only holds the sending back here.
    if (Object.keys(found).length > 0 || commentProblem) return;
    setBusy(true);
    try {
      // Images go up first (each once, even when the form is sent again after a failure).
      const uploaded: PickedImage[] = [];
      for (const picked of images) {
        const uploadId = picked.uploadId ?? (await upload(image, picked.file, {})).uploadId;
        uploaded.push({ ...picked, uploadId });
        setImages((current) =>
          current.map((item) => (item.url === picked.url ? { ...item, uploadId } : item)),
        );
      }
      const request = {
        type,
        content: content.trim(),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(uploaded.length > 0 ? { images: uploaded.map((item) => item.uploadId!) } : {}),
      };
      await call(submit, request, { idempotencyKey: keys.keyFor(request) });
      keys.settle();
      for (const item of images) URL.revokeObjectURL(item.url);
      setType('');
      setContent('');
      setComment('');
      setImages([]);
      setDone(true);
      onSent();
    } catch (failure) {
      keys.settle(failure);
      setErrors(failureErrors(failure, t, wordsText));
    } finally {
      setBusy(false);
    }
  };

  const clear = (name: FieldName) =>
    setErrors((current) => {
      if (!(name in current) && !current.form) return current;
      const { [name]: _dropped, form: _form, ...rest } = current;
      return rest;
    });

  return (
    <form
      className="fb-form"
      part="form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id={`${ids}-title`} className="fb-card__title">
        {t('fb_form_title')}
      </h3>
      <fieldset
        className={`fb-types${errors.type ? ' fb-types--invalid' : ''}`}
        aria-describedby={errors.type ? `${ids}-type-error` : undefined}
      >
        <legend className="field__label">
          {t('fb_type')}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="fb-types__options">
          {rules.types.map((code) => (
            <label key={code} className="fb-type">
              <input
                type="radio"
                name="type"
                value={code}
                checked={type === code}
                onChange={() => {
                  setType(code);
                  clear('type');
                }}
              />
              <span>{t(`fb_type_${code}`, { defaultValue: code })}</span>
            </label>
          ))}
        </div>
        {errors.type && (
          <div className="field__error" id={`${ids}-type-error`} role="alert">
            {errors.type}
          </div>
        )}
      </fieldset>

      <div className={`field${errors.content ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${ids}-content`}>
          {t('fb_content')}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <div className="field__control">
          <textarea
            id={`${ids}-content`}
            name="content"
            className="fb-textarea"
            rows={5}
            value={content}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${ids}-content-note ${ids}-content-count`}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              clear('content');
            }}
          />
        </div>
        <div className="fb-note">
          {errors.content ? (
            <div className="field__error" id={`${ids}-content-note`} role="alert">
              {errors.content}
            </div>
          ) : (
            <div className="field__hint" id={`${ids}-content-note`}>
              {wordsText}
            </div>
          )}
          <span
            id={`${ids}-content-count`}
            className={`fb-count${words > rules.maxWords ? ' fb-count--over' : ''}`}
            part="word-count"
          >
            {t('fb_words', { count: words, max: rules.maxWords })}
          </span>
        </div>
      </div>

      <div className={`field${commentError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${ids}-comment`}>
          {t('fb_comment')}
        </label>
        <div className="field__control">
          <input
            id={`${ids}-comment`}
            name="comment"
            type="text"
            value={comment}
            autoComplete="off"
            aria-invalid={commentError ? true : undefined}
            aria-describedby={`${ids}-comment-note ${ids}-comment-count`}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              clear('comment');
            }}
          />
        </div>
        <div className="field__note">
          {commentError ? (
            <div className="field__error" id={`${ids}-comment-note`} role="alert">
              {commentError}
            </div>
          ) : (
            <div className="field__hint" id={`${ids}-comment-note`}>
              {t('fb_comment_hint')}
            </div>
          )}
          <LengthCounter
            id={`${ids}-comment-count`}
            text={comment}
            max={rules.maxCommentLength}
            part="comment-count"
          />
        </div>
      </div>

      <ImagePicker
        images={images}
        maxImages={rules.maxImages}
        maxBytes={rules.maxImageBytes}
        error={errors.images ?? null}
        onChange={(next) => {
          setImages(next);
          clear('images');
        }}
        onError={(message) => setErrors((current) => ({ ...current, images: message }))}
      />

      {errors.form && (
        <div className="alert" role="alert" part="form-error">
          {errors.form}
        </div>
      )}
      {done && (
        <div className="alert alert--success" role="status" part="sent">
          {t('fb_sent')}
        </div>
      )}
      <div className="form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t('fb_send')}
        </Button>
      </div>
    </form>
  );
}

/** The server's refusal, on the field it concerns when there is one. */
function failureErrors(failure: unknown, t: Translate, wordsText: string): Errors {
  if (!(failure instanceof ApiError)) return { form: t('err_unknown') };
  if (failure.is('FEEDBACK_WORDS')) {
    const bounds = failure.value as { minWords?: number; maxWords?: number } | null;
    return {
      content:
        bounds?.minWords !== undefined && bounds.maxWords !== undefined
          ? t('err_feedback_words', { min: bounds.minWords, max: bounds.maxWords })
          : wordsText,
    };
  }
  const imageRefusals = [
    'FEEDBACK_IMAGE_INVALID',
    'FEEDBACK_IMAGE_UNKNOWN',
    'BODY_TOO_LARGE',
    'UPLOAD_QUOTA_EXCEEDED',
  ] as const;
  if (imageRefusals.some((name) => failure.is(name))) return { images: t(failure.key) };
  const fields = failure.fields ?? {};
  const found: Errors = {};
  for (const name of ['type', 'content', 'comment', 'images'] as const) {
    if (fields[name]) found[name] = t(fields[name]!);
  }
  return Object.keys(found).length > 0 ? found : { form: t(failure.key) };
}
