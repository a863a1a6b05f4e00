/**
 * The web-platform globals core may use: standard in every runtime core runs in (browsers and Node 20+), but
 * not part of the ECMAScript library. Core's tsconfig has no DOM library, so `window`, `document` or
 * `localStorage` in core fail the typecheck; anything added here must exist in Node as well as in browsers.
 * Only the members core uses are declared.
 */

/** WHATWG URL query parameters. */
declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  delete(name: string): void;
  has(name: string): boolean;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

/** WHATWG URL. */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  readonly hash: string;
  readonly href: string;
  toString(): string;
}

/** UTF-8 encoding of strings. */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

/** A deep copy by the structured clone algorithm. */
declare function structuredClone<T>(value: T): T;
