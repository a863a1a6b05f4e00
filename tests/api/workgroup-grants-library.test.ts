import type { Folder } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

/**
 * Library folder grants hold on every write to a library item (issue 22): the demo editor (Acme's 'Stores') sees
 * 'Brand' readonly, and so its sub-folder 'Logos'; 'Vault' is hidden from 'Stores'. Media, layouts and templates in
 * them, addressed by folder or by id, moved into or out of them, dropped onto them: 403 for the readonly folders,
 * 404 for the hidden one, and nothing written.
 */

/** One write as the editor, with the answer the folder's grant gives. */
interface Probe {
  label: string;
  method: string;
  path: () => string;
  json?: () => unknown;
  form?: () => FormData;
  status: 403 | 404;
}

const LAYERS = JSON.stringify([
  { itemType: 'Text', content: { left: 0, top: 0, width: 200, height: 50, text: 'Hello' } },
]);

function templateForm(name: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({ name, type: 'Template', width: '400', height: '300', layers: LAYERS }))
    data.append(key, value);
  return data;
}

function mediaForm(): FormData {
  const data = new FormData();
  data.append('file[]', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'probe.png', { type: 'image/png' }));
  return data;
}

describe.each(BACKENDS)('library folder grants on library writes (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  const folder: Record<'Brand' | 'Logos' | 'Seasonal' | 'Vault', number> = {
    Brand: 0,
    Logos: 0,
    Seasonal: 0,
    Vault: 0,
  };
  const layout: Record<'Brand' | 'Logos' | 'Seasonal' | 'Vault', number> = {
    Brand: 0,
    Logos: 0,
    Seasonal: 0,
    Vault: 0,
  };
  const template: Record<'Brand' | 'Logos' | 'Vault', number> = { Brand: 0, Logos: 0, Vault: 0 };
  const media: Record<'Brand' | 'Logos' | 'Seasonal' | 'Vault', string> = {
    Brand: '5eed0000-0000-4000-8000-000000000001',
    Logos: '5eed0000-0000-4000-8000-000000000002',
    Seasonal: '',
    Vault: '',
  };

  /** What the library holds: items, their folder links, and what an edit would change. */
  const snapshot = async () => ({
    media: await h.db.query('SELECT id, name, path FROM media ORDER BY id'),
    mediaFolders: await h.db.query('SELECT media_id, folder_id FROM media_folders ORDER BY 1, 2'),
    layouts: await h.db.query('SELECT id, name, thumbnail, sections::text FROM layouts ORDER BY id'),
    layoutFolders: await h.db.query('SELECT layout_id, folder_id FROM layout_folders ORDER BY 1, 2'),
    templates: await h.db.query('SELECT id, name, preview_path, layers::text FROM templates ORDER BY id'),
    templateFolders: await h.db.query('SELECT template_id, folder_id FROM template_folders ORDER BY 1, 2'),
  });

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    const vault = await h.call<{ data: Folder }>('POST', '/api/v1/library/folders', {
      token: admin,
      json: { name: 'Vault' },
    });
    expect(vault.status).toBe(201);
    await h.db.query(
      `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
       SELECT $1, id, NULL, 'hidden' FROM workgroups WHERE title = 'Stores'`,
      [vault.body.data.id],
    );
    const folders = await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/library/folders', { token: admin });
    for (const name of Object.keys(folder) as (keyof typeof folder)[])
      folder[name] = folders.body.data.folders.find((one) => one.name === name)?.id ?? 0;
    const ofName = async (table: 'layouts' | 'templates', name: string) =>
      (await h.db.one<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name])).id;
    const threeColumns = await ofName('layouts', 'Three columns');
    const openingHours = await ofName('templates', 'Opening hours');
    for (const name of Object.keys(layout) as (keyof typeof layout)[]) {
      const copy = await h.call<{ data: { id: number } }>(
        'POST',
        `/api/v1/layouts/${threeColumns}/copy/${folder[name]}`,
        { token: admin, json: { name: `${name} layout` } },
      );
      layout[name] = copy.body.data.id;
    }
    for (const name of Object.keys(template) as (keyof typeof template)[]) {
      const copy = await h.call<{ data: { id: number } }>(
        'POST',
        `/api/v1/library/folders/templates/${openingHours}/copy/${folder[name]}`,
        { token: admin, json: { name: `${name} element` } },
      );
      template[name] = copy.body.data.id;
    }
    for (const name of ['Seasonal', 'Vault'] as const) {
      const copy = await h.call<{ data: { uuid: string } }>('POST', `/api/v1/media/copy/${folder[name]}`, {
        token: admin,
        json: { uuid: media.Brand },
      });
      media[name] = copy.body.data.uuid;
    }
    expect([...Object.values(layout), ...Object.values(template), media.Seasonal, media.Vault]).not.toContain(
      undefined,
    );
  });
  afterAll(() => h.dispose());

  it("lists 'Logos' readonly under the readonly 'Brand' and 'Vault' hidden, so the portal offers no change", async () => {
    const listed = await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/library/folders', { token: editor });
    const permissionsOf = (name: string) => listed.body.data.folders.find((one) => one.name === name)?.groupPermissions;
    expect(permissionsOf('Logos')).toEqual([{ permissionType: null, level: 'readonly' }]);
    expect(permissionsOf('Vault')).toEqual([{ permissionType: null, level: 'hidden' }]);
    expect(permissionsOf('Seasonal')).toEqual([{ permissionType: null, level: 'full' }]);
  });

  const move = (from: number, to: number) => ({ from, to });
  const PROBES: Probe[] = [
    // 'Logos' sits in the readonly 'Brand': readonly too.
    {
      label: 'upload into Logos',
      method: 'POST',
      path: () => `/api/v1/media/${folder.Logos}`,
      form: mediaForm,
      status: 403,
    },
    { label: 'delete media in Logos', method: 'DELETE', path: () => `/api/v1/media?uuid=${media.Logos}`, status: 403 },
    {
      label: 'copy media into Logos',
      method: 'POST',
      path: () => `/api/v1/media/copy/${folder.Logos}`,
      json: () => ({ uuid: media.Seasonal }),
      status: 403,
    },
    {
      label: 'move media out of Logos',
      method: 'POST',
      path: () => '/api/v1/media/move',
      json: () => ({ uuid: media.Logos, ...move(folder.Logos, folder.Seasonal) }),
      status: 403,
    },
    {
      label: 'move media of Brand by id (from All)',
      method: 'POST',
      path: () => '/api/v1/media/move',
      json: () => ({ uuid: media.Brand, ...move(-1, folder.Seasonal) }),
      status: 403,
    },
    {
      label: 'edit a layout in Logos',
      method: 'PATCH',
      path: () => `/api/v1/layouts/${layout.Logos}`,
      json: () => ({ name: 'Mine now' }),
      status: 403,
    },
    { label: 'delete a layout in Logos', method: 'DELETE', path: () => `/api/v1/layouts/${layout.Logos}`, status: 403 },
    {
      label: "a layout in Logos' thumbnail",
      method: 'PUT',
      path: () => `/api/v1/layouts/${layout.Logos}/thumbnail`,
      form: () => templateForm('x'),
      status: 403,
    },
    {
      label: 'move a layout into Logos',
      method: 'POST',
      path: () => `/api/v1/layouts/${layout.Seasonal}/move`,
      json: () => move(folder.Seasonal, folder.Logos),
      status: 403,
    },
    {
      label: 'move a layout of Brand by id (from All)',
      method: 'POST',
      path: () => `/api/v1/layouts/${layout.Brand}/move`,
      json: () => move(-1, folder.Seasonal),
      status: 403,
    },
    {
      label: 'drop a layout onto Logos',
      method: 'POST',
      path: () => `/api/v1/layouts/folders/${folder.Logos}/update`,
      json: () => ({ ids: [layout.Seasonal] }),
      status: 403,
    },
    {
      label: 'create an element in Logos',
      method: 'POST',
      path: () => `/api/v1/library/${folder.Logos}`,
      form: () => templateForm('Mine'),
      status: 403,
    },
    {
      label: 'edit an element in Logos',
      method: 'POST',
      path: () => `/api/v1/library/folders/templates/${template.Logos}?_method=PATCH`,
      form: () => templateForm('Mine now'),
      status: 403,
    },
    {
      label: 'delete an element in Logos',
      method: 'DELETE',
      path: () => `/api/v1/library/folders/templates/${template.Logos}`,
      status: 403,
    },
    {
      label: 'move an element of Brand by id (from All)',
      method: 'POST',
      path: () => `/api/v1/library/folders/templates/${template.Brand}/move`,
      json: () => move(-1, folder.Seasonal),
      status: 403,
    },
    // 'Vault' is hidden from 'Stores': as if it were not there.
    {
      label: 'upload into Vault',
      method: 'POST',
      path: () => `/api/v1/media/${folder.Vault}`,
      form: mediaForm,
      status: 404,
    },
    { label: 'delete media in Vault', method: 'DELETE', path: () => `/api/v1/media?uuid=${media.Vault}`, status: 404 },
    {
      label: 'move media into Vault',
      method: 'POST',
      path: () => '/api/v1/media/move',
      json: () => ({ uuid: media.Seasonal, ...move(folder.Seasonal, folder.Vault) }),
      status: 404,
    },
    {
      label: 'edit a layout in Vault',
      method: 'PATCH',
      path: () => `/api/v1/layouts/${layout.Vault}`,
      json: () => ({ name: 'Found it' }),
      status: 404,
    },
    {
      label: 'delete an element in Vault',
      method: 'DELETE',
      path: () => `/api/v1/library/folders/templates/${template.Vault}`,
      status: 404,
    },
  ];

  it('refuses every write to a readonly (403) or hidden (404) folder and its items, writing nothing', async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const probe of PROBES) {
      const answer = await h.call(probe.method, probe.path(), {
        token: editor,
        ...(probe.form ? { body: probe.form() } : { json: probe.json?.() }),
      });
      answers.push(`${probe.label}: ${answer.status}`);
    }
    expect(answers).toEqual(PROBES.map((probe) => `${probe.label}: ${probe.status}`));
    expect(await snapshot()).toEqual(before);
    // Where the folder is open the editor writes, and the admin everywhere.
    const mine = await h.call('POST', `/api/v1/layouts/${layout.Seasonal}/move`, {
      token: editor,
      json: move(folder.Seasonal, -1),
    });
    expect(mine.status).toBe(200);
    const admins = await h.call('PATCH', `/api/v1/layouts/${layout.Logos}`, {
      token: admin,
      json: { name: 'Logo grid' },
    });
    expect(admins.status).toBe(200);
  });
});
