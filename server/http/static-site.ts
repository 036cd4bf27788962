import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { screenFor } from '../../demo/routes';
import { API_PREFIXES, isHashedAsset, isUnder } from '../../demo/site-paths';
import { ApiError } from '../../src/core/contract';
import { sendFailure } from './envelope';
import { serviceWorkerRoute } from './service-worker';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (isUnder(path, API_PREFIXES)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built bundle (dist/) at / when it exists: the .br/.gz copies the build wrote beside each
 * text file when the browser accepts them, hashed files cached for a year, everything else revalidated
 * by ETag, and any page-like GET outside the API answered with index.html (history-mode routing), with
 * status 404 for a path the site's routes (demo/routes.ts) do not know.
 * Unknown API routes get a 404 envelope.
 */
export async function installStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSite = existsSync(join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    serviceWorkerRoute(app, distDir);
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasSite && wantsPage(request)) {
      // The site's route table decides: a path it does not know is its "not found" screen, with that status.
      const known = screenFor(new URL(request.url, 'http://site')).kind !== 'not-found';
      return reply
        .code(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return sendFailure(reply, ApiError.of('NOT_FOUND'));
  });
}
