import type { FastifyInstance } from 'fastify';
import { ApiError, service, system } from '../../src/core/contract';
import type { OperatorConfig, OperatorConfigSource } from '../config/operator';
import { clientIp } from './client-ip';
import { sendFailure } from './envelope';

/** Calls that keep answering during maintenance or for a restricted region (the UI needs them to say so). */
const ALWAYS_OPEN = new Set([
  system.status.path,
  system.publicKey.path,
  system.whitelabel.path,
  system.countries.path,
  // Contact Us on the maintenance and region pages reaches the live chat.
  service.ticket.path,
  service.customerService.path,
]);

/** Whether a request from an IP is let through: maintenance, and the region the IP is in. */
export interface Gate {
  maintenance: boolean;
  regionRestricted: boolean;
  country: string;
}

/** Closes every other /wps call: MAINTENANCE 503 while maintenance is on, REGION_RESTRICTED 403 by region. */
export function installGates(
  app: FastifyInstance,
  operator: OperatorConfigSource,
  gateFor: (config: OperatorConfig, ip: string) => Gate,
): void {
  // A callback hook, not an async one: every request passes here, and a promise each is a cost they all pay.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/wps/') || ALWAYS_OPEN.has(path) || request.method === 'OPTIONS') return done();
    const config = operator.current();
    const gate = gateFor(config, clientIp(request, config));
    // An answer sent here ends the request: done() is not called after it.
    if (gate.maintenance)
      sendFailure(reply, ApiError.of('MAINTENANCE', { endTime: config.maintenance.endTime }));
    else if (gate.regionRestricted)
      sendFailure(reply, ApiError.of('REGION_RESTRICTED', { country: gate.country }));
    else done();
  });
}
