import { connect } from 'node:net';

/** The multipart boundary of the generated upload bodies. */
export const UPLOAD_BOUNDARY = 'screenplay-streamed-upload';

/** The `Content-Type` of the generated upload bodies. */
export const UPLOAD_CONTENT_TYPE = `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`;

/** The first bytes of an MP4 file (an `ftyp` box): sniffed as video/mp4, whatever follows. */
export const MP4_HEAD = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0, 0, 0]);

/** Size of the chunks the generated bodies are sent in. */
const CHUNK_BYTES = 64 * 1024;

/**
 * What the generated files are padded with: a fixed pseudo-random block, like compressed video (CR, LF and dashes
 * included, which a multipart parser must look at), never the boundary.
 */
const NOISE = (() => {
  const block = new Uint8Array(CHUNK_BYTES);
  let state = 0x2545f491;
  for (let i = 0; i < block.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    block[i] = state >>> 24;
  }
  return block;
})();

/**
 * A multipart body of exactly `total` bytes with one `file[]` part starting with `fileHead` and padded with noise,
 * produced chunk by chunk as it is sent (never held whole, by the client either).
 */
export function* uploadBody(total: number, fileHead: Uint8Array, fileName = 'clip.mp4'): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${UPLOAD_BOUNDARY}\r\ncontent-disposition: form-data; name="file[]"; filename="${fileName}"\r\n` +
      `content-type: application/octet-stream\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${UPLOAD_BOUNDARY}--\r\n`);
  if (total < head.length + fileHead.length + tail.length) throw new Error('body too small for its envelope');
  yield head;
  yield fileHead;
  for (let left = total - head.length - fileHead.length - tail.length; left > 0; left -= CHUNK_BYTES)
    yield left >= CHUNK_BYTES ? NOISE : NOISE.subarray(0, left);
  yield tail;
}

/** A web stream over {@link uploadBody} that counts what was pulled from it (how much the server read). */
export function countedUploadStream(
  total: number,
  fileHead: Uint8Array,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunks = uploadBody(total, fileHead);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks.next();
        if (next.done) controller.close();
        else {
          pulled += next.value.length;
          controller.enqueue(next.value.slice());
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** How many complete answers (status line, headers, a body of their `Content-Length`) `raw` holds. */
function completeAnswers(raw: string): number {
  let count = 0;
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return count;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(rest.slice(0, end))?.[1] ?? 0);
    if (rest.length < end + 4 + length) return count;
    count += 1;
    rest = rest.slice(end + 4 + length);
  }
}

/** What a raw HTTP exchange came to: the status line's code, the answer's body, and any socket error. */
export interface RawAnswer {
  status: number | null;
  body: string;
  /** `EPIPE`, `ECONNRESET`…: the server cut the connection while the body was being sent. */
  error: string | null;
  /** Bytes of the body written before the end (or the error). */
  sent: number;
}

/**
 * POSTs `chunks` over a plain socket the way browsers and simple clients do: the whole body first, only then the
 * answer is read (so a server that closes early shows up as EPIPE/ECONNRESET, not as an early answer). With
 * `contentLength` the body is sent as is under that length, otherwise chunked. `followedBy` is written after the body
 * on the same connection (a second request: the connection must still be usable).
 */
export function postRaw(
  port: number,
  request: { path: string; headers: Record<string, string>; contentLength?: number; followedBy?: string },
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): Promise<RawAnswer & { raw: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const isChunked = request.contentLength === undefined;
    const headers = {
      host: `127.0.0.1:${port}`,
      ...request.headers,
      ...(isChunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(request.contentLength) }),
    };
    let received = '';
    let error: string | null = null;
    let sent = 0;
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
    });
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      const bodyText = rest.join('\r\n\r\n').split('HTTP/1.1 ')[0] ?? '';
      resolve({ status: status ? Number(status) : null, body: bodyText, error, sent, raw: received });
    });
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`POST ${request.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    const send = async () => {
      for await (const chunk of chunks) {
        sent += chunk.length;
        const frame = isChunked
          ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
          : chunk;
        if (!socket.write(frame)) await new Promise((resolve) => socket.once('drain', resolve));
        if (socket.destroyed) return;
      }
      if (isChunked) socket.write('0\r\n\r\n');
      if (request.followedBy) socket.write(request.followedBy);
      // Closing our side now would abort what the server still works on: wait for the answers first.
      const expected = request.followedBy ? 2 : 1;
      const endOnceAnswered = () => {
        if (completeAnswers(received) < expected) return;
        socket.off('data', endOnceAnswered);
        socket.end();
      };
      socket.on('data', endOnceAnswered);
      endOnceAnswered();
    };
    const pump = () => void send();
    socket.once('connect', pump);
  });
}
