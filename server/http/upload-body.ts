import type { FastifyInstance } from 'fastify';
import type { UploadLimits } from '../../src/core/contract';

/** The first bytes every file of a type starts with; the declared Content-Type alone is never trusted. */
const MAGIC_NUMBERS: Readonly<Record<string, Buffer>> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

/** The bytes really are a file of `type`: they start with its magic number and go on after it. */
export function bytesAreOfType(bytes: Buffer, type: string): boolean {
  const magic = MAGIC_NUMBERS[type];
  return magic !== undefined && bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/**
 * Makes `scope` read the upload's declared types as raw bytes, up to the upload's own limit
 * (the rest of the API keeps its small JSON limit). Any other type is read under the same
 * limit and dropped, so the route refuses it with the upload's `invalid` code after the
 * session check, never as a JSON or form body.
 */
export function acceptRawBodies(scope: FastifyInstance, upload: UploadLimits): void {
  scope.removeAllContentTypeParsers();
  const limit = { parseAs: 'buffer' as const, bodyLimit: upload.maxBytes };
  scope.addContentTypeParser([...upload.types], limit, (_request, body, done) => done(null, body));
  scope.addContentTypeParser('*', limit, (_request, _body, done) => done(null, null));
}
