import { useId, useRef } from 'react';
import { IMAGE_TYPES } from '../../core/contract/endpoint';
import { Button } from '../ui/Button';
import { checkPickedImages } from '../ui/forms/image-files';
import { CloseIcon, FileIcon } from '../ui/icons';
import { useLanguage, useT } from '../ui/use-t';

/** A picked image: the file, its preview address, and its upload id once it has been sent. */
export interface PickedImage {
  file: File;
  url: string;
  uploadId?: number;
}

/** Picks up to `maxImages` PNG or JPG images of at most `maxBytes` each, with previews and a remove button each. */
export function ImagePicker({
  images,
  maxImages,
  maxBytes,
  error,
  onChange,
  onError,
}: {
  images: PickedImage[];
  maxImages: number;
  maxBytes: number;
  error: string | null;
  onChange: (images: PickedImage[]) => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const lang = useLanguage();
  const ids = useId();
  const picker = useRef<HTMLInputElement>(null);
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  const add = async (files: File[]) => {
    if (images.length + files.length > maxImages) return onError(t('fb_images_too_many', { max: maxImages }));
    // What the files are is read from their first bytes as they are picked: a renamed file never joins the form.
    const picked = await checkPickedImages(files, IMAGE_TYPES, lang);
    if (picked.refusal) return onError(t(picked.refusal.key, picked.refusal.params));
    if (picked.images.some((file) => file.size > maxBytes))
      return onError(t('fb_images_too_big', { max: maxMb }));
    onChange([...images, ...picked.images.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (removed: PickedImage) => {
    URL.revokeObjectURL(removed.url);
    onChange(images.filter((item) => item !== removed));
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`} part="images">
      <span className="field__label" id={`${ids}-label`}>
        {t('fb_images')}
      </span>
      <input
        ref={picker}
        className="fb-file"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) void add(files);
        }}
      />
      {images.length > 0 && (
        <ul className="fb-previews" aria-labelledby={`${ids}-label`}>
          {images.map((item, index) => (
            <li key={item.url} className="fb-preview">
              <img src={item.url} alt={t('fb_image_alt', { n: index + 1, name: item.file.name })} />
              <button
                type="button"
                className="icon-btn fb-preview__remove"
                aria-label={t('fb_image_remove', { n: index + 1 })}
                onClick={() => remove(item)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="fb-note">
        {error ? (
          <div className="field__error" id={`${ids}-note`} role="alert">
            {error}
          </div>
        ) : (
          <div className="field__hint" id={`${ids}-note`}>
            {t('fb_images_hint', { max: maxImages, mb: maxMb })}
          </div>
        )}
      </div>
      <div>
        <Button
          variant="outline"
          size="small"
          disabled={images.length >= maxImages}
          aria-describedby={`${ids}-note`}
          onClick={() => picker.current?.click()}
          part="add-images"
        >
          <FileIcon />
          {t('fb_images_add', { count: images.length, max: maxImages })}
        </Button>
      </div>
    </div>
  );
}
