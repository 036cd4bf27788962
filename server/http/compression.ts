import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a balance or a status fits in one packet anyway. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses large answers (game lists, shelves, menus: 10 to 120 KB of JSON) with brotli at a quality
 * that costs about a millisecond per answer, or gzip. Only GET answers: they carry no session secrets,
 * while a compressed answer that mixes a secret with text the caller chose could leak the secret
 * through its size (BREACH). Files the build precompressed are sent as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** The route option that keeps a non-GET answer uncompressed (see installCompression). */
export const compressionFor = (method: string): { compress?: false } =>
  method === 'GET' ? {} : { compress: false };
