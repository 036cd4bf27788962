import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { OperatorConfig } from '../config/operator';

/** '::ffff:1.2.3.4' and '1.2.3.4' are the same caller. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

function addRange(list: BlockList, range: string): void {
  const [address, prefixText] = range.split('/');
  if (!address) return;
  const family = isIP(address);
  if (family === 0) return;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefixText), type);
}

function contains(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

interface CompiledRanges {
  proxies: BlockList;
  regions: { list: BlockList; country: string }[];
}
const compiled = new WeakMap<OperatorConfig, CompiledRanges>();

function rangesOf(config: OperatorConfig): CompiledRanges {
  let ranges = compiled.get(config);
  if (!ranges) {
    const proxies = new BlockList();
    for (const proxy of config.trustedProxies) addRange(proxies, proxy);
    const regions = config.regions.map(({ cidr, country }) => {
      const list = new BlockList();
      addRange(list, cidr);
      return { list, country };
    });
    ranges = { proxies, regions };
    compiled.set(config, ranges);
  }
  return ranges;
}

/** Whether the socket peer is one of the configured proxies, whose X-Forwarded-* headers are believed. */
export function peerIsTrustedProxy(request: FastifyRequest, config: OperatorConfig): boolean {
  if (config.trustedProxies.length === 0) return false;
  return contains(rangesOf(config).proxies, normaliseIp(request.socket.remoteAddress ?? request.ip ?? ''));
}

/**
 * The caller's address. X-Forwarded-For is believed only when the socket peer is a
 * configured proxy; then the right-most address that is not itself a trusted proxy wins.
 */
export function clientIp(request: FastifyRequest, config: OperatorConfig): string {
  const peer = normaliseIp(request.socket.remoteAddress ?? request.ip ?? '');
  // Without proxies (one node facing the clients) every answer would pay for the range check.
  if (config.trustedProxies.length === 0) return peer;
  const { proxies } = rangesOf(config);
  if (!contains(proxies, peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normaliseIp)
    .filter((ip) => isIP(ip) !== 0);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index]!;
    if (!contains(proxies, hop)) return hop;
  }
  return chain[0] ?? peer;
}

/** The country the operator's range table gives an address, or the fallback. */
export function countryOf(ip: string, config: OperatorConfig, fallback: string): string {
  for (const region of rangesOf(config).regions) if (contains(region.list, ip)) return region.country;
  return fallback;
}
