import { once } from 'node:events';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ERROR_MESSAGES, HttpError, unprocessable } from './errors';
import { inputProblems } from './inputGuard';

/** One file part of a multipart body, while it arrives. */
export interface MultipartFile {
  /** The form field it was sent as (`file[]`). */
  field: string;
  /** The name the client gave it (a label, never trusted for its type). */
  fileName: string;
  /** Its bytes as they arrive; whoever takes the part reads them to the end. */
  stream: Readable;
}

/** What {@link readMultipartStream} does with a body. */
export interface MultipartStreamOptions {
  /** Most bytes the whole body may have, counted as it arrives. */
  maxBytes: number;
  /** The answer past `maxBytes` (the route's 413). */
  tooLarge: () => HttpError;
  /** Takes one file part, in order; resolves once it has read the part, rejects with the route's answer. */
  onFile(file: MultipartFile): Promise<void>;
}

/**
 * Largest text field read (busboy's default): values are checked, never kept, and a value this long is past
 * `MAX_STRING_LENGTH` (inputGuard.ts) in any encoding, so cutting it there changes no answer.
 */
const FIELD_MAX_BYTES = 1024 * 1024;

/** The request body's chunks, read one at a time; `release` leaves the rest unread (never cancels: that resets). */
interface BodyChunks {
  next(): Promise<IteratorResult<Uint8Array>>;
  release(): void;
}

/**
 * The body as it arrives: straight from Node's request when nothing has read it yet (@hono/node-server's
 * `c.env.incoming`), which spares a copy of every chunk (the web stream over it copies them); otherwise, as in
 * tests in-process, the web stream of the request.
 */
function bodyChunks(c: Context): BodyChunks {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (
    incoming instanceof Readable &&
    !incoming.readableDidRead &&
    incoming.readableFlowing === null &&
    incoming.listenerCount('data') === 0
  ) {
    const chunks = incoming[Symbol.asyncIterator]();
    return { next: () => chunks.next() as Promise<IteratorResult<Uint8Array>>, release: () => {} };
  }
  const body = c.req.raw.body;
  if (!body) return { next: async () => ({ done: true, value: undefined }), release: () => {} };
  const reader = body.getReader();
  return { next: () => reader.read() as Promise<IteratorResult<Uint8Array>>, release: () => reader.releaseLock() };
}

const malformed = () => new HttpError(400, { message: ERROR_MESSAGES.malformedForm });

/**
 * Reads a `multipart/form-data` body as it arrives (busboy over the request's stream), holding no more of it than
 * the chunk in flight: each file part goes to `onFile` as a stream, in order; text fields, field names and file
 * names are checked with the input boundary's rules (inputGuard.ts: 422 with the errors map) and not kept, the
 * streaming routes reading files only. The body is counted against `maxBytes` as it streams, and a declared
 * `Content-Length` over it is refused before a byte is read. The first failure (the route's answer, the limit, a
 * malformed form: 400) stops the reading at once; every part taken is settled before it is thrown, so the caller
 * can remove what it wrote. What the client still sends after the answer is the server's to drop (http/serve.ts).
 */
export async function readMultipartStream(c: Context, options: MultipartStreamOptions): Promise<void> {
  const declared = Number(c.req.header('content-length'));
  if (declared > options.maxBytes) throw options.tooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: { fieldSize: FIELD_MAX_BYTES },
    });
  } catch {
    throw malformed(); // no boundary, not a form
  }

  const stopped = new AbortController();
  let failure: unknown = null;
  const fail = (error: unknown) => {
    if (failure !== null) return;
    failure = error;
    stopped.abort();
  };
  const taken: Promise<void>[] = [];
  const closed = new Promise((resolve) => parser.once('close', resolve));
  parser.on('error', () => fail(malformed()));
  parser.on('field', (name, value) => {
    const problems = inputProblems({ [name]: [value] });
    if (problems) fail(unprocessable(problems));
  });
  parser.on('file', (field, stream, info) => {
    // A part cut off (the reading stopped) errors; its taker sees that through its own reading.
    stream.on('error', () => {});
    const fileName = info.filename ?? '';
    const problems = inputProblems({ [field]: [fileName] });
    if (problems || failure !== null) {
      stream.resume();
      if (problems) fail(unprocessable(problems));
      return;
    }
    taken.push(
      options.onFile({ field, fileName, stream }).catch((error: unknown) => {
        stream.resume();
        fail(error);
      }),
    );
  });

  const body = bodyChunks(c);
  let received = 0;
  try {
    while (failure === null) {
      const { done, value } = await body.next();
      if (done) break;
      received += value.byteLength;
      if (received > options.maxBytes) fail(options.tooLarge());
      else if (!parser.write(value)) await once(parser, 'drain', { signal: stopped.signal }).catch(() => {});
    }
  } catch {
    fail(malformed()); // the client went away mid-body
  } finally {
    body.release();
  }
  if (failure === null) {
    parser.end();
    // A taker may still fail on the last bytes (the parser then waits for a part nobody reads to its end).
    await Promise.race([closed, new Promise((resolve) => stopped.signal.addEventListener('abort', resolve))]);
  }
  if (failure !== null) parser.destroy();
  await closed;
  await Promise.all(taken);
  if (failure !== null) throw failure;
}
