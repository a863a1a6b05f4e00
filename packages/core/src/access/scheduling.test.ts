import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene/scene.types';
import type { ScreenDto } from '../screens/screens.wire';
import {
  maySeeScheduling,
  sceneSummaryWithoutScheduling,
  sceneWithoutScheduling,
  screenWithoutScheduling,
} from './scheduling';
import { groupPermissionsAt } from './workgroups';

describe('what a Hidden scheduling grant hides (issue 22)', () => {
  it('lets Readonly and Full Access see which scene is on which screen, not Hidden', () => {
    expect(maySeeScheduling(groupPermissionsAt('full'))).toBe(true);
    expect(maySeeScheduling({ ...groupPermissionsAt('full'), scheduleScenes: 'readonly' })).toBe(true);
    expect(maySeeScheduling({ ...groupPermissionsAt('full'), scheduleScenes: 'hidden' })).toBe(false);
    expect(maySeeScheduling({ ...groupPermissionsAt('hidden'), scheduleScenes: 'readonly' })).toBe(true);
  });

  it("leaves out a scene's screens and keeps the rest", () => {
    const scene = {
      id: 4,
      name: 'Welcome screen',
      screensCount: 2,
      screens: [{ id: 9, name: 'Lobby' }],
      assignedTo: [9],
    } as unknown as Scene;
    expect(sceneWithoutScheduling(scene)).toEqual({
      id: 4,
      name: 'Welcome screen',
      screensCount: 0,
      screens: [],
      assignedTo: [],
    });
    expect(sceneSummaryWithoutScheduling({ id: 4, screensCount: 2 })).toEqual({ id: 4, screensCount: 0 });
    expect(scene.screensCount).toBe(2);
  });

  it("leaves out a screen's scenes and syncs (each names its scene) and keeps the rest", () => {
    const screen = {
      id: 9,
      name: 'Lobby',
      scenes: [{ id: 4, name: 'Welcome screen' }],
      syncs: [{ id: 1, sceneId: 4, sceneName: 'Welcome screen', state: 'Live' }],
    } as unknown as ScreenDto;
    expect(screenWithoutScheduling(screen)).toEqual({ id: 9, name: 'Lobby', scenes: [], syncs: [] });
  });
});
