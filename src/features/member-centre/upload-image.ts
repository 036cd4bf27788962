import type { z } from 'zod';
import { brandConfig, session } from '../../core';
import { endpointUrl } from '../../core/api/url';
import { ApiError, errors, headers } from '../../core/contract';
import { language } from '../../core/i18n';

/**
 * Sends an image's own bytes (png or jpeg) to an upload path of the API and reads the
 * envelope into `schema`. Uploads are not JSON, so they do not go through `call`.
 */
export async function uploadImage<S extends z.ZodType>(
  path: string,
  file: Blob,
  schema: S,
  query: Record<string, string> = {},
): Promise<z.output<S>> {
  const url = new URL(endpointUrl(brandConfig.value.apiBase, path), globalThis.location.href);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const sent: Record<string, string> = {
    'Content-Type': file.type,
    Accept: 'application/json',
    [headers.language]: language.value,
  };
  const token = session.token.value;
  if (token) sent[headers.token] = token;
  let response: Response;
  try {
    response = await globalThis.fetch(url, { method: 'POST', headers: sent, body: file });
  } catch {
    throw ApiError.of('NETWORK');
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    value?: unknown;
  } | null;
  if (!body || typeof body.code !== 'number') throw ApiError.of('UNKNOWN');
  if (body.code !== 0) throw new ApiError(body.code, body.message ?? '', body.value ?? null);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success)
    throw new ApiError(errors.UNKNOWN.code, 'The answer did not match the contract', body.value);
  return parsed.data;
}
