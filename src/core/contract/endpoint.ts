import { z } from 'zod/mini';
import type { ErrorName } from './errors';

/** HTTP verbs the platform API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A file upload: the body is the file's own bytes (never JSON), sent with its own type.
 * The client refuses a wrong type or size before sending; the server checks them again,
 * together with the magic number of the bytes.
 */
export interface UploadLimits {
  /** The accepted Content-Types; the bytes must really be of the declared one. */
  readonly types: readonly string[];
  /** Largest body accepted, in bytes (larger ones are refused with BODY_TOO_LARGE). */
  readonly maxBytes: number;
  /** The code a wrong type, or bytes that are not what they claim, is refused with. */
  readonly invalid: ErrorName;
}

/**
 * One API call, declared once and shared by the client (typed call) and the server
 * (route registration + validation). GET/DELETE requests travel as query parameters,
 * so their schemas coerce strings; other verbs carry a JSON body, or a compact JWE
 * when `encrypted`, or an urlencoded form when `form`. An `upload` endpoint's request schema
 * is its query, and its body is the raw file.
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Auth extends boolean = boolean,
  Idempotent extends boolean = boolean,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** A session token is required (header `token`). */
  readonly auth: Auth;
  /** The request body must be a compact JWE (`Content-Type: application/jose`). */
  readonly encrypted: boolean;
  /** The request body is `application/x-www-form-urlencoded`. */
  readonly form: boolean;
  /** Moves money: the request carries an `Idempotency-Key` header. */
  readonly idempotent: Idempotent;
  /** Present on file uploads: `request` is then the query schema. */
  readonly upload?: UploadLimits;
  readonly request: Req;
  readonly response: Res;
}

/** An endpoint whose body is a file. */
export interface UploadEndpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Auth extends boolean = boolean,
  Idempotent extends boolean = boolean,
> extends Endpoint<Req, Res, Auth, Idempotent> {
  readonly upload: UploadLimits;
}

export const isUpload = (endpoint: Endpoint): endpoint is UploadEndpoint => endpoint.upload !== undefined;

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

interface EndpointInit<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Auth extends boolean,
  Idempotent extends boolean,
> {
  method: HttpMethod;
  path: string;
  auth?: Auth;
  encrypted?: boolean;
  form?: boolean;
  idempotent?: Idempotent;
  upload?: UploadLimits;
  request: Req;
  response: Res;
}

// The declared auth and idempotent stay in the type (false when left out), so the server can type a
// handler's session and idempotency key by its endpoint.
export function endpoint<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Auth extends boolean = false,
  Idempotent extends boolean = false,
>(
  init: EndpointInit<Req, Res, Auth, Idempotent> & { upload: UploadLimits },
): UploadEndpoint<Req, Res, Auth, Idempotent>;
export function endpoint<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Auth extends boolean = false,
  Idempotent extends boolean = false,
>(init: EndpointInit<Req, Res, Auth, Idempotent>): Endpoint<Req, Res, Auth, Idempotent>;
export function endpoint<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Auth extends boolean,
  Idempotent extends boolean,
>(init: EndpointInit<Req, Res, Auth, Idempotent>): Endpoint<Req, Res, Auth, Idempotent> {
  return {
    auth: false as Auth,
    encrypted: false,
    form: false,
    idempotent: false as Idempotent,
    ...init,
  };
}

/** No input. */
export const empty = z.strictObject({});
/** A `value` of null. */
export const nothing = z.null();

/** The response envelope of every call. */
export const envelope = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    code: z.int(),
    message: z.string(),
    value: z.nullable(value),
    /** Per-field error keys on 400 answers. */
    fields: z.optional(z.record(z.string(), z.string())),
  });

export interface Envelope<T> {
  code: number;
  message: string;
  value: T | null;
  fields?: Record<string, string>;
}

export { headers } from './headers';

export const JOSE_CONTENT_TYPE = 'application/jose';

/** The image types members may upload (avatars, payment proofs, promotion applications). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Where a member reads back one of their own uploads, with their token (the file itself, not an envelope). */
export const UPLOAD_READ_PATH = '/wps/uploads/:uploadId';
