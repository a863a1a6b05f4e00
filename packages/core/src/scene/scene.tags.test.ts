import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import { TAG_DUPLICATE_ERROR_KEY, TAG_NAME_ERROR_KEY, isTagSearchable, tagNameError } from './scene.tags';

describe('tag names (spec §5)', () => {
  it('refuses a name under 2 characters after trimming with tags.tagNameValidatingError', () => {
    expect(tagNameError('', [])).toBe('tags.tagNameValidatingError');
    expect(tagNameError(' a ', [])).toBe(TAG_NAME_ERROR_KEY);
    expect(tagNameError('ab', [])).toBeNull();
    expect(EN_MESSAGES[TAG_NAME_ERROR_KEY]).toBe('Tag name must be at least 2 characters');
  });

  it('refuses a tag the scene already has, trimmed and ignoring case, with tags.tagDuplicateValidatingError', () => {
    const existing = [{ name: 'Summer' }];
    expect(tagNameError(' summer ', existing)).toBe('tags.tagDuplicateValidatingError');
    expect(tagNameError('Summers', existing)).toBeNull();
    expect(EN_MESSAGES[TAG_DUPLICATE_ERROR_KEY]).toBeDefined();
  });

  it('searches from 2 characters after trimming', () => {
    expect(isTagSearchable(' s ')).toBe(false);
    expect(isTagSearchable('su')).toBe(true);
  });
});
