import { describe, expect, it } from 'vitest';
import { isPreviewCommand, isPreviewState, previewChannel, previewUid, sceneIdOfPreviewUid } from './preview.messages';

describe('preview uids and channels', () => {
  it('name the channel scene-preview:{id} and carry the scene id in the uid', () => {
    expect(previewChannel(7)).toBe('scene-preview:7');
    expect(previewUid(7, 'a1b2c3')).toBe('7-a1b2c3');
    expect(sceneIdOfPreviewUid('7-a1b2c3')).toBe(7);
    expect(sceneIdOfPreviewUid('12-a-b_c')).toBe(12);
  });

  it('refuse uids that do not start with a positive scene id', () => {
    for (const uid of ['', '7', '7-', 'abc-def', '0-x', '-1-x', '7-x y', '99999999999999999999-x']) {
      expect(sceneIdOfPreviewUid(uid), uid).toBeNull();
    }
  });
});

describe('message guards', () => {
  it('accept the five commands only', () => {
    for (const command of ['play', 'pause', 'next', 'previous', 'status'])
      expect(isPreviewCommand({ uid: '1-a', command })).toBe(true);
    expect(isPreviewCommand({ uid: '1-a', command: 'stop' })).toBe(false);
    expect(isPreviewCommand({ command: 'play' })).toBe(false);
    expect(isPreviewCommand(null)).toBe(false);
  });

  it('accept a well-formed state only', () => {
    const state = {
      uid: '1-a',
      sceneId: 1,
      sceneName: 'Welcome',
      isPlaying: true,
      sections: [{ id: 1, name: 'Hero', index: 0, count: 2, summary: null }],
    };
    expect(isPreviewState(state)).toBe(true);
    expect(isPreviewState({ ...state, sections: [{ id: 1, name: 'Hero', index: 0 }] })).toBe(false);
    expect(isPreviewState({ ...state, isPlaying: 'yes' })).toBe(false);
    expect(isPreviewState('state')).toBe(false);
  });
});
