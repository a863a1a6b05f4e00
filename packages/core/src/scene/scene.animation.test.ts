import { describe, expect, it } from 'vitest';
import { sectionCreateBodySchema, sectionUpdateBodySchema } from '../schemas/scene.schemas';
import { SECTION_ANIMATION_IDS, SECTION_ANIMATION_TYPES, sectionAnimation } from './scene';

describe('sectionAnimation', () => {
  it('plays an offered animation', () => {
    expect(sectionAnimation({ animation: 'fade' })).toBe('fade');
    expect(sectionAnimation({ animation: 'zoom' })).toBe('zoom');
  });

  it("plays none for an absent field, null, 'none' and an id the editor does not offer", () => {
    expect(sectionAnimation({})).toBeNull();
    expect(sectionAnimation({ animation: null })).toBeNull();
    expect(sectionAnimation({ animation: 'none' })).toBeNull();
    expect(sectionAnimation({ animation: 'spin' })).toBeNull();
    expect(sectionAnimation({ animation: '' })).toBeNull();
  });

  it('offers the ids of the listed types', () => {
    expect(SECTION_ANIMATION_IDS).toEqual(SECTION_ANIMATION_TYPES.map((type) => type.id));
  });
});

describe('section bodies with an animation', () => {
  const box = { name: 'a', top: 0, left: 0, width: 10, height: 10 };

  it('accept an offered id and null', () => {
    expect(sectionUpdateBodySchema({ animation: 'slideLeft' })).toEqual({ animation: 'slideLeft' });
    expect(sectionUpdateBodySchema({ animation: null })).toEqual({ animation: null });
    expect(sectionCreateBodySchema({ ...box, animation: 'fade' })).toMatchObject({ animation: 'fade' });
  });

  it('refuse an unknown id and a non-string', () => {
    expect(sectionUpdateBodySchema({ animation: 'spin' })).toHaveProperty('summary');
    expect(sectionUpdateBodySchema({ animation: 3 })).toHaveProperty('summary');
  });
});
