import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Section {
  id: number;
  name: string;
  parentId: number | null;
  animation: string | null;
}
interface Scene {
  id: number;
  sections: Section[];
}

/** Issue 15: a section's animation is saved with the scene (create, patch, draft promotion, copy). */
describe.each(BACKENDS)('section animation (%s)', (backend) => {
  let h: Harness;
  let token: string;
  const box = { left: 0, top: 0, width: 50, height: 50 };
  const getScene = async (id: number) =>
    (await h.call<{ data: Scene }>('GET', `/api/v1/scenes/${id}`, { token })).body.data;

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(() => h.dispose());

  it('stores the animation of created sections; none is null', async () => {
    const answer = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token,
      json: {
        name: 'Animated',
        width: 100,
        height: 100,
        sections: [
          { ...box, name: 'A', animation: 'fade' },
          { ...box, name: 'B' },
        ],
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.sections.map((s) => [s.name, s.animation])).toEqual([
      ['A', 'fade'],
      ['B', null],
    ]);
  });

  it('sets and clears it by PATCH of a draft section, and a reload answers it', async () => {
    const scene = (
      await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
        token,
        json: { name: 'Patched', width: 100, height: 100, sections: [] },
      })
    ).body.data;
    // A new section is a draft: a published one changes only with the scene's save (issue 24).
    const id = (
      await h.call<{ data: Section }>('POST', `/api/v1/scenes/${scene.id}/sections`, {
        token,
        json: { ...box, name: 'A' },
      })
    ).body.data.id;
    const set = await h.call<{ data: Section }>('PATCH', `/api/v1/scenes/${scene.id}/sections/${id}`, {
      token,
      json: { animation: 'slideLeft' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.animation).toBe('slideLeft');
    expect((await getScene(scene.id)).sections[0]?.animation).toBe('slideLeft');
    await h.call('PATCH', `/api/v1/scenes/${scene.id}/sections`, {
      token,
      json: { sections: [{ id, animation: null }] },
    });
    expect((await getScene(scene.id)).sections[0]?.animation).toBeNull();
  });

  it("promotes a draft copy's animation over its parent on scene save, and a copy of the scene keeps it", async () => {
    const scene = (
      await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
        token,
        json: { name: 'Drafted', width: 100, height: 100, sections: [{ ...box, name: 'A', animation: 'fade' }] },
      })
    ).body.data;
    const parentId = scene.sections[0]?.id ?? 0;
    const draft = await h.call<{ data: Section }>('POST', `/api/v1/scenes/${scene.id}/sections`, {
      token,
      json: { ...box, name: 'A', parentId, animation: 'zoom' },
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ parentId, animation: 'zoom' });
    const saved = await h.call<{ data: Scene }>('PATCH', `/api/v1/scenes/${scene.id}`, {
      token,
      json: { sections: [{ id: draft.body.data.id, animation: 'slideUp' }] },
    });
    expect(saved.status).toBe(200);
    expect((await getScene(scene.id)).sections.map((s) => [s.id, s.animation])).toEqual([[parentId, 'slideUp']]);
    const copy = await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${scene.id}/copy/-1`, {
      token,
      json: { name: 'Drafted copy' },
    });
    expect(copy.body.data.sections.map((s) => s.animation)).toEqual(['slideUp']);
  });

  it('refuses an animation it does not offer (422) and stores nothing', async () => {
    const scene = (
      await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
        token,
        json: { name: 'Refused', width: 100, height: 100, sections: [{ ...box, name: 'A', animation: 'fade' }] },
      })
    ).body.data;
    const id = scene.sections[0]?.id ?? 0;
    for (const animation of ['spin', 3, '']) {
      const answer = await h.call('PATCH', `/api/v1/scenes/${scene.id}/sections/${id}`, { token, json: { animation } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('animation');
    }
    expect(
      (
        await h.call('POST', '/api/v1/scenes', {
          token,
          json: {
            name: 'x',
            width: 10,
            height: 10,
            sections: [{ ...box, width: 5, height: 5, name: 'A', animation: 'spin' }],
          },
        })
      ).status,
    ).toBe(422);
    expect((await getScene(scene.id)).sections[0]?.animation).toBe('fade');
  });
});
