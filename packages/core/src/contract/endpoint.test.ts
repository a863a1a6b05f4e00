import { type } from 'arktype';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BodyOf,
  endpoint,
  type Envelope,
  type ParsedBodyOf,
  type PathParams,
  pathOf,
  pathParamNames,
  type QueryOf,
  type ResponseOf,
} from './index';

const get = endpoint<Envelope<{ id: number }>>()({
  method: 'GET',
  path: 'scenes/:id/sections/:sid',
  summary: 'A section',
  tag: 'scenes',
  auth: 'user',
});

const update = endpoint<Envelope<null>>()({
  method: 'PATCH',
  path: 'scenes/:id',
  summary: 'Update',
  tag: 'scenes',
  auth: 'user',
  body: type({ name: 'string', 'size?': type('string.numeric.parse') }),
  query: type({ 'search?': 'string' }),
});

describe('pathOf', () => {
  it('fills each parameter, URI-encoded', () => {
    expect(pathOf(get, { id: 5, sid: 'a/b c' })).toBe('scenes/5/sections/a%2Fb%20c');
  });

  it('leaves a path without parameters as it is', () => {
    const list = endpoint()({ method: 'GET', path: 'tags', summary: 'Tags', tag: 'tags', auth: 'user' });
    expect(pathOf(list, {})).toBe('tags');
  });

  it('throws when an untyped caller leaves a parameter out', () => {
    expect(() => pathOf(get, { id: 5 } as unknown as PathParams<'scenes/:id/sections/:sid'>)).toThrow(/:sid/);
  });

  it('names the parameters in order', () => {
    expect(pathParamNames('scenes/:id/sections/:sid')).toEqual(['id', 'sid']);
  });
});

describe('endpoint types', () => {
  it('reads the path parameters off the path', () => {
    expectTypeOf<PathParams<'scenes/:id/sections/:sid'>>().toEqualTypeOf<{
      id: string | number;
      sid: string | number;
    }>();
    expectTypeOf<PathParams<':id'>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<PathParams<'tags'>>().toEqualTypeOf<Record<never, never>>();
  });

  it('keeps method, path and the response type', () => {
    expectTypeOf(get.method).toEqualTypeOf<'GET'>();
    expectTypeOf(get.path).toEqualTypeOf<'scenes/:id/sections/:sid'>();
    expectTypeOf<ResponseOf<typeof get>>().toEqualTypeOf<Envelope<{ id: number }>>();
  });

  it('types the body as sent and as parsed, and the query', () => {
    expectTypeOf<BodyOf<typeof update>>().toEqualTypeOf<{ name: string; size?: string }>();
    expectTypeOf<ParsedBodyOf<typeof update>>().toEqualTypeOf<{ name: string; size?: number }>();
    expectTypeOf<QueryOf<typeof update>>().toEqualTypeOf<{ search?: string }>();
    expectTypeOf<BodyOf<typeof get>>().toBeNever();
    expectTypeOf<QueryOf<typeof get>>().toBeNever();
  });
});
