import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Scene, section, playlist-item, folder and tag endpoints with real Acme ids filled in. */
function endpoints(ids: { scene: number; section: number; item: number; folder: number }): [string, string][] {
  const { scene, section, item, folder } = ids;
  return [
    ['GET', '/api/v1/folders/scenes'],
    ['POST', '/api/v1/folders'],
    ['PATCH', `/api/v1/folders/${folder}`],
    ['POST', '/api/v1/scenes'],
    ['GET', `/api/v1/scenes/${scene}`],
    ['PATCH', `/api/v1/scenes/${scene}`],
    ['POST', `/api/v1/scenes/${scene}/cancel`],
    ['POST', `/api/v1/scenes/${scene}/copy/${folder}`],
    ['POST', `/api/v1/scenes/${scene}/move`],
    ['GET', `/api/v1/scenes/${scene}/schedules/1`],
    ['GET', `/api/v1/scenes/${scene}/sections`],
    ['POST', `/api/v1/scenes/${scene}/sections`],
    ['PATCH', `/api/v1/scenes/${scene}/sections`],
    ['GET', `/api/v1/scenes/${scene}/sections/${section}`],
    ['PATCH', `/api/v1/scenes/${scene}/sections/${section}`],
    ['DELETE', `/api/v1/scenes/${scene}/sections/${section}/cancel`],
    ['GET', `/api/v1/sections/${section}/playlistitems`],
    ['POST', `/api/v1/sections/${section}/playlistitems`],
    ['PATCH', `/api/v1/sections/${section}/playlistitems/${item}`],
    ['GET', `/api/v1/sections/${section}/playlistitems/${item}/schedules`],
    ['GET', '/api/v1/sections/animations/types'],
    ['GET', '/api/v1/tags?search=%25%5C_'],
  ];
}

/** Bodies shaped almost right: the wrong types, non-finite and huge numbers, ids out of range. */
const JUNK: string[] = [
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"name":{"$ne":null},"width":"1920","height":[1080]}',
  '{"name":"x","width":1e309,"height":1e309}',
  '{"name":"x","width":2147483648,"height":10,"folderId":2147483648}',
  '{"sections":[{"id":99999999999,"left":0}],"tags":[{"id":99999999999}]}',
  '{"sections":[{"id":1,"left":"0","itemsOrder":["a",null,1e309]}]}',
  '{"sections":{"0":{"id":1}},"tags":"lobby","clientId":{}}',
  '{"name":"x","left":0,"top":0,"width":10,"height":10,"parentId":-5,"playlistItems":[{"layers":[{"itemType":"Text","content":[]}]}]}',
  '{"name":"ok","type":"scenes","parent_id":99999999999}',
  '{"name":"ok","parent_id":"1; DROP TABLE folders"}',
  '{"from":"x","to":{"id":1}}',
  '{"layers":[{"itemType":"","content":{"left":0,"top":0,"width":1,"height":1}}],"duration":1e400,"styles":null}',
  `{"__proto__":{"isAdmin":true},"name":"${'a'.repeat(5000)}"}`,
];

/** Path parameters that are not ids (or not ids that can exist). */
const ODD_IDS = ['0', '-1', '1.5', '1e3', 'NaN', '99999999999', '2147483648', '%00', 'abc', "1'", '٣'];

describe.each(BACKENDS)('scenes robustness: no input produces a 500 (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let ids: { scene: number; section: number; item: number; folder: number };
  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    const item = await h.db.one<{ scene: number; section: number; item: number }>(
      "SELECT s.id AS scene, x.id AS section, p.id AS item FROM scenes s JOIN sections x ON x.scene_id = s.id JOIN playlist_items p ON p.section_id = x.id WHERE s.name = 'Welcome screen' LIMIT 1",
    );
    const folder = await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'");
    ids = { ...item, folder: folder.id };
  });
  afterAll(() => h.dispose());

  it('never answers 5xx to junk bodies, signed in as the tenant admin', async () => {
    const failures: string[] = [];
    for (const [method, path] of endpoints(ids)) {
      for (const body of JUNK) {
        const hasBody = method !== 'GET';
        const answer = await h.call(method, path, {
          token,
          body: hasBody ? body : undefined,
          headers: hasBody ? { 'content-type': 'application/json' } : {},
        });
        if (answer.status >= 500) failures.push(`${method} ${path} ${body.slice(0, 60)} -> ${answer.status}`);
        if (answer.status >= 400) expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
      }
    }
    expect(failures).toEqual([]);
    // The junk changed nothing that matters: the demo scene still has its four sections.
    const scene = await h.call<{ data: { sections: unknown[] } }>('GET', `/api/v1/scenes/${ids.scene}`, { token });
    expect(scene.body.data.sections.length).toBeGreaterThanOrEqual(4);
  });

  it('answers odd path ids with 404, never 5xx', async () => {
    const failures: string[] = [];
    for (const odd of ODD_IDS) {
      const paths: [string, string][] = [
        ['GET', `/api/v1/scenes/${odd}`],
        ['DELETE', `/api/v1/scenes/${odd}`],
        ['GET', `/api/v1/scenes/${ids.scene}/sections/${odd}`],
        ['POST', `/api/v1/scenes/${ids.scene}/copy/${odd}`],
        ['GET', `/api/v1/scenes/${ids.scene}/schedules/${odd}`],
        ['GET', `/api/v1/sections/${odd}/playlistitems`],
        ['DELETE', `/api/v1/sections/${ids.section}/playlistitems/${odd}`],
        ['PATCH', `/api/v1/folders/${odd}`],
        ['DELETE', `/api/v1/folders/${odd}`],
      ];
      for (const [method, path] of paths) {
        const answer = await h.call(method, path, {
          token,
          json: method === 'GET' ? undefined : { name: 'Valid name' },
        });
        if (answer.status !== 404 && !(path.includes('/copy/') && odd === '-1'))
          failures.push(`${method} ${path} -> ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
