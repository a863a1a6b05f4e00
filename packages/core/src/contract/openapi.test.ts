import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, endpoint, openApiDocument, openApiPath, SCENES_API } from './index';

const info = { title: 'Screenplay API', version: '1.0.0' };

describe('openApiDocument', () => {
  const document = openApiDocument(API_CONTRACT, info);

  it('has one operation per endpoint of the contract', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(API_CONTRACT.length);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('names the path parameters and the query parameters', () => {
    const section = document.paths['/scenes/{id}/sections/{sid}']?.get;
    expect(section?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['sid', 'path', true],
    ]);
    const layouts = document.paths['/layouts']?.get;
    expect(layouts?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['height', 'query', false],
      ['width', 'query', false],
    ]);
  });

  it('documents a JSON body as the client sends it, a name before its trim included', () => {
    const body = document.paths['/scenes/{id}/copy/{folder}']?.post?.requestBody;
    expect(body?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
  });

  it('documents uploads as multipart and files as their media type', () => {
    expect(Object.keys(document.paths['/media']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(Object.keys(document.paths['/orders/{id}/invoice']?.get?.responses['2XX']?.content ?? {})).toEqual([
      'application/pdf',
    ]);
  });

  it('says who may call: users by bearer token, players by device token, anyone', () => {
    expect(document.paths['/scenes/{id}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/player/content']?.get?.security).toEqual([{ device: [] }]);
    expect(document.paths['/auth/token']?.post?.security).toEqual([]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearer', 'device']);
  });

  it('refuses a contract declaring a method and path twice', () => {
    expect(() => openApiDocument([SCENES_API.get, SCENES_API.get], info)).toThrow(/declared twice/);
  });

  it('keeps what JSON Schema cannot say out, and the rest in', () => {
    const narrowed = endpoint()({
      method: 'POST',
      path: 'x',
      summary: 'x',
      tag: 'x',
      auth: 'none',
      body: type({ n: 'number' }).narrow((value) => value.n > 1),
    });
    const schema = openApiDocument([narrowed], info).paths['/x']?.post?.requestBody?.content['application/json'];
    expect(schema?.schema).toMatchObject({ type: 'object', properties: { n: { type: 'number' } } });
  });
});

describe('openApiPath', () => {
  it('writes Hono parameters as OpenAPI templates', () => {
    expect(openApiPath('scenes/:id/sections/:sid')).toBe('/scenes/{id}/sections/{sid}');
    expect(openApiPath('tags')).toBe('/tags');
  });
});
