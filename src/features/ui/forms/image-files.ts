import type { Message } from '../../../core';
import { loadTexts } from '../../../core/i18n';

/** The first bytes of each image format a member might pick (null: any byte, the RIFF size). */
const signatures: readonly { type: string; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];

const longestSignature = Math.max(...signatures.map((signature) => signature.bytes.length));

/**
 * The image type a file really is, read from its first bytes (never its name or the type the
 * browser guessed from the name); null when it is no image at all.
 */
export async function imageTypeOf(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, longestSignature).arrayBuffer());
  const found = signatures.find(
    ({ bytes }) =>
      head.length > bytes.length && bytes.every((byte, index) => byte === null || head[index] === byte),
  );
  return found?.type ?? null;
}

/** Picked files that passed, each carrying the type its bytes showed, or why the first refused one was. */
export type ImagePick = { images: File[]; refusal: null } | { images: null; refusal: Message };

/**
 * Checks files where the member picks them: a file that is no image, or an image of a type the
 * form does not take, is refused by name before it joins the form; the rest are kept, typed
 * by their bytes, so the upload declares what the server will find.
 */
export async function checkPickedImages(
  files: readonly File[],
  accepted: readonly string[],
  /** The language the refusal will be said in. */
  lang: string,
): Promise<ImagePick> {
  const images: File[] = [];
  for (const file of files) {
    const type = await imageTypeOf(file);
    if (type === null || !accepted.includes(type)) {
      // The refusal's text is among the error texts, fetched on demand: here before it is put in words.
      await loadTexts(lang, ['errors']).catch(() => undefined);
      const key = type === null ? 'val_not_image' : 'val_image_type';
      return { images: null, refusal: { key, params: { name: file.name } } };
    }
    images.push(type === file.type ? file : new File([file], file.name, { type }));
  }
  return { images, refusal: null };
}
