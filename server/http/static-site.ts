import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../src/core/contract';
import { sendFailure } from './envelope';

const API_PREFIXES = ['/wps', '/lgw', '/dev', '/assets-api'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built bundle (dist/) at / when it exists: hashed assets cached for a year,
 * everything else revalidated, and any page-like GET outside the API answered with
 * index.html (history-mode routing). Unknown API routes get a 404 envelope.
 */
export async function installStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSite = existsSync(join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = /[\\/]assets[\\/]/.test(filePath) && /-[A-Za-z0-9_-]{8,}\.\w+$/.test(filePath);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasSite && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(reply, ApiError.of('NOT_FOUND'));
  });
}
