import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Server-side downloads of media from a URL, guarded against server-side request forgery: only http
 * and https, and only to public addresses. Every address a host name resolves to is checked when the
 * connection is made (so a name cannot resolve to a public address first and a private one later),
 * IP literals before it, and each redirect the same way. What is public is ipaddr.js's range
 * classification (`isPublicAddress`), not a hand list. Tests reach a local server only through
 * `allowedPrivateOrigins`.
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

/**
 * IPv6 ranges ipaddr.js calls unicast that still reach a private or local host: IPv4-compatible addresses
 * (`::a.b.c.d`, deprecated; some stacks still route them to the IPv4 address) and the rest of `::/8`.
 */
const LOCAL_UNICAST_V6: readonly [ipaddr.IPv6, number][] = [[ipaddr.IPv6.parse('::'), 8]];

/** The address `text` names, with an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) unwrapped, or null. */
function parsedAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(text)) return null;
  const address = ipaddr.parse(text);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/**
 * Whether an IP address (any spelling ipaddr.js reads: `127.1`, `0x7f.1`, `2130706433`, `::ffff:7f00:1`,
 * `fe80::1%eth0`) is a public unicast address a download may reach. Anything ipaddr.js does not classify as
 * unicast is refused, which covers loopback, private, link-local (cloud metadata), carrier-grade NAT,
 * multicast, reserved, and the IPv6 forms that embed an IPv4 address and so could reach a private one:
 * NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`), Teredo (`2001::/32`) and IPv4-translated
 * (`::ffff:0:0:0/96`). IPv4-mapped addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parsedAddress(address);
  if (parsed === null || parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') return !LOCAL_UNICAST_V6.some((range) => parsed.match(range));
  return true;
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
  // WHATWG URLs already write IPv4 hosts as dotted quads (`0x7f.1` -> `127.0.0.1`); ipaddr.js reads the rest.
  if (!isAllowedPrivate && (isIP(host) !== 0 || ipaddr.isValid(host)) && !isPublicAddress(host))
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
