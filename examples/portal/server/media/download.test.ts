import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, downloadFile, isPublicAddress, MAX_REDIRECTS } from './download';
import { encodePng } from './png';

/** A local web server: `/files/<name>`, `/redirect?to=`, `/silent` (never answers); it counts requests. */
async function startFileServer(files: Map<string, Uint8Array>) {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    if (url.pathname === '/silent') return;
    const file = files.get(url.pathname.replace('/files/', ''));
    if (file) return res.writeHead(200, { 'content-length': file.length }).end(file);
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '2001:db8::1',
    // Other spellings of loopback, unspecified and link-local addresses.
    '127.1',
    '0x7f.1',
    '0177.0.0.1',
    '2130706433',
    '0',
    '0:0:0:0:0:0:0:1',
    '0000::0001',
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:7f00:1',
    '::ffff:169.254.169.254',
    'fe80::1%eth0',
    'fe80::1%25eth0',
    'FE80::1',
    // NAT64, 6to4 and Teredo embed an IPv4 address, here loopback, private or public: all refused.
    '64:ff9b::7f00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    '2002:7f00:0001::1',
    '2002:a9fe:a9fe::',
    '2002:808:808::',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001::1',
    'localhost',
    'not an ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('downloadFile', () => {
  const image = encodePng(4, 3, () => [1, 2, 3, 255]);
  let server: Awaited<ReturnType<typeof startFileServer>>;
  const options = () => ({ maxBytes: 10_000, timeoutMs: 2000, allowedPrivateOrigins: [server.origin] });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DownloadError);
    return (error as DownloadError).reason;
  };

  beforeAll(async () => {
    server = await startFileServer(
      new Map([
        ['logo.png', image],
        ['big.bin', new Uint8Array(10_001)],
      ]),
    );
  });
  afterAll(() => server.close());

  it('downloads from an allowed origin and names the file after the URL path', async () => {
    const file = await downloadFile(`${server.origin}/files/logo.png?x=1`, options());
    expect(file).toEqual({ bytes: image, fileName: 'logo.png' });
  });

  it('refuses loopback and private addresses that are not explicitly allowed, even by name or through a redirect', async () => {
    const { port } = server;
    const before = server.requests();
    // The same server by other spellings of its address, with no origin allowed: each is refused unasked.
    const noneAllowed = { ...options(), allowedPrivateOrigins: [] };
    expect(await failure(downloadFile(`http://localhost:${port}/files/logo.png`, options()))).toBe('refused');
    expect(await failure(downloadFile('http://169.254.169.254/latest/meta-data/', options()))).toBe('refused');
    expect(await failure(downloadFile(`http://[::1]:${port}/files/logo.png`, options()))).toBe('refused');
    for (const host of ['0x7f.1', '2130706433', '127.1', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]'])
      expect(await failure(downloadFile(`http://${host}:${port}/files/logo.png`, noneAllowed))).toBe('refused');
    expect(server.requests()).toBe(before);
    const redirect = `${server.origin}/redirect?to=${encodeURIComponent(`http://localhost:${port}/files/logo.png`)}`;
    expect(await failure(downloadFile(redirect, options()))).toBe('refused');
    expect(server.requests()).toBe(before + 1); // the redirect only
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect(await failure(downloadFile('ftp://example.com/a.png', options()))).toBe('refused');
    expect(await failure(downloadFile('file:///etc/passwd', options()))).toBe('refused');
    expect(await failure(downloadFile(`http://user:secret@127.0.0.1/`, options()))).toBe('refused');
  });

  it(`follows up to ${MAX_REDIRECTS} redirects`, async () => {
    let url = `${server.origin}/files/logo.png`;
    for (let i = 0; i < MAX_REDIRECTS; i++) url = `${server.origin}/redirect?to=${encodeURIComponent(url)}`;
    expect((await downloadFile(url, options())).fileName).toBe('logo.png');
    expect(await failure(downloadFile(`${server.origin}/redirect?to=${encodeURIComponent(url)}`, options()))).toBe(
      'failed',
    );
  });

  it('stops at the size limit, and fails on error statuses, timeouts and closed ports', async () => {
    expect(await failure(downloadFile(`${server.origin}/files/big.bin`, options()))).toBe('tooLarge');
    expect(await failure(downloadFile(`${server.origin}/files/missing.png`, options()))).toBe('failed');
    expect(await failure(downloadFile(`${server.origin}/silent`, { ...options(), timeoutMs: 200 }))).toBe('failed');
    const closed = await startFileServer(new Map());
    await closed.close();
    expect(
      await failure(downloadFile(`${closed.origin}/a.png`, { ...options(), allowedPrivateOrigins: [closed.origin] })),
    ).toBe('failed');
  });
});
