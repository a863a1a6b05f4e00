import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Server-side downloads of media from a URL, guarded against server-side request forgery: only http
 * and https, and only to public addresses. Every address a host name resolves to is checked when the
 * connection is made (so a name cannot resolve to a public address first and a private one later),
 * IP literals before it, and each redirect the same way. Loopback, private, link-local (cloud
 * metadata), carrier-grade NAT, multicast, reserved and documentation ranges are refused, as are
 * IPv4-mapped IPv6 addresses. Tests reach a local server only through `allowedPrivateOrigins`.
 */

/** Why a download failed: a refused address, a file over the limit, or anything else (network, status, timeout). */
export type DownloadFailure = 'refused' | 'tooLarge' | 'failed';

/** A failed download. */
export class DownloadError extends Error {
  /** Builds the error for one failure kind. */
  constructor(
    readonly reason: DownloadFailure,
    message: string = reason,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** Options of {@link downloadFile}. */
export interface DownloadOptions {
  /** Bytes accepted; more aborts the download. */
  maxBytes: number;
  /** Whole download, redirects included. */
  timeoutMs: number;
  /** Origins (`http://127.0.0.1:5000`) reachable although private: tests only, never from user input. */
  allowedPrivateOrigins?: readonly string[];
}

/** A downloaded file: its bytes and the name its URL gives it. */
export interface DownloadedFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Redirects followed (ours: image hosts redirect once or twice to a CDN). */
export const MAX_REDIRECTS = 3;

const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: readonly [string, number][] = [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

// Two lists: node's BlockList matches IPv4 addresses against IPv6 rules as IPv4-mapped addresses,
// so one list with `::ffff:0:0/96` would refuse every IPv4 address.
const blockedV4 = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blockedV4.addSubnet(net, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [net, prefix] of BLOCKED_V6) blockedV6.addSubnet(net, prefix, 'ipv6');
blockedV6.addAddress('::1', 'ipv6');

/** Whether an IP address is a public unicast address a download may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

/** A DNS lookup that fails when any address of the name is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new DownloadError('refused', `${hostname} is not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** The URL parsed when it may be fetched at all; throws `refused` otherwise. */
function checkedUrl(raw: string, options: DownloadOptions): { url: URL; isAllowedPrivate: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DownloadError('refused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DownloadError('refused', 'only http and https');
  if (url.username || url.password) throw new DownloadError('refused', 'credentials in the URL');
  const isAllowedPrivate = options.allowedPrivateOrigins?.includes(url.origin) ?? false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isAllowedPrivate && isIP(host) !== 0 && !isPublicAddress(host))
    throw new DownloadError('refused', `${host} is not a public address`);
  return { url, isAllowedPrivate };
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || url.hostname;
  } catch {
    return last || url.hostname;
  }
}

function get(url: URL, isAllowedPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: 'image/*, video/*' },
        ...(isAllowedPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new DownloadError('tooLarge');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new DownloadError('tooLarge');
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Downloads a file over http(s) to memory with the guards above, following up to
 * {@link MAX_REDIRECTS} redirects; throws a {@link DownloadError}.
 */
export async function downloadFile(raw: string, options: DownloadOptions): Promise<DownloadedFile> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = raw;
  try {
    for (let redirects = 0; ; redirects++) {
      const { url, isAllowedPrivate } = checkedUrl(current, options);
      const response = await get(url, isAllowedPrivate, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= MAX_REDIRECTS) throw new DownloadError('failed', 'too many redirects');
        current = new URL(location, url).toString();
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new DownloadError('failed', `answered ${status}`);
      }
      return { bytes: await readBody(response, options.maxBytes), fileName: fileNameOf(url) };
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof DownloadError) throw cause;
    throw new DownloadError('failed', error instanceof Error ? error.message : String(error));
  }
}
