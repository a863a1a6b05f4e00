import type { Folder, Scene } from '@screenplay/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import { screenDto } from '../../test/screenDetails.fixtures';
import ScreenSceneSchedulePage, { screenIdsOf } from './ScreenSceneSchedulePage';

const SCENE: Scene = {
  id: 3,
  name: 'Welcome',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  sections: [],
  tags: [],
  folderIds: [],
  screensCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  thumbnail: null,
};

const STORES = (level: 'full' | 'readonly'): Folder => ({
  id: 40,
  name: 'Stores',
  parentId: null,
  owner: 1,
  kind: 'screens',
  groupPermissions: [{ permissionType: 'ManageAFolder', level }],
});

function setup(level: 'full' | 'readonly' = 'full', screensId = '5') {
  const fake = fakeApi({
    'get scenes/3': SCENE,
    'get folders/screens': {
      folders: [STORES(level)],
      screens: [screenDto({ folderIds: [40] }), screenDto({ id: 6, name: 'Till', timezone: 'America/New_York' })],
      manageScreen: true,
    },
    'get scenes/3/schedules/5': [],
    'post scenes/3/schedules': [],
  });
  const path = `/screen_scene_schedule/3/${screensId}`;
  return { ...fake, ...renderAt(path, <ScreenSceneSchedulePage params={{ sceneId: '3', screensId }} />, fake.api) };
}

describe('ScreenSceneSchedulePage', () => {
  it('reads the screens of :screensId', () => {
    expect(screenIdsOf('7,8,7')).toEqual([7, 8]);
    expect(screenIdsOf('7,x')).toBeNull();
    expect(screenIdsOf('')).toBeNull();
  });

  it('names the scene and each screen with its zone, and saves a new schedule for every screen', async () => {
    const { calls } = setup('full', '5,6');
    expect(await screen.findByRole('heading', { level: 2, name: 'Schedule of Welcome' })).toBeTruthy();
    expect(screen.getByText('Lobby (Europe/Oslo)')).toBeTruthy();
    expect(screen.getByText('Till (America/New_York)')).toBeTruthy();
    expect(screen.getByText('Saving adds these schedules to each of the 2 screens.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const post = calls.find((call) => call.url === 'scenes/3/schedules');
    const sent = (post?.body as { schedules: { screenId: number }[] } | undefined)?.schedules ?? [];
    expect(sent.map((one) => one.screenId)).toEqual([5, 6]);
  });

  it('asks before Cancel drops unsaved edits, and stays when the user says no', async () => {
    const { stores, history } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Schedule of Welcome' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Cancel' })));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('scheduleEditor.discardConfirm');
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'cancel'));
    expect(history.at(-1)).toBe('/screen_scene_schedule/3/5');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Cancel' })));
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    expect(history.at(-1)).toBe('/scenes/scene_details/3');
  });

  it('does not offer Save to a user who may not manage the screen’s folder', async () => {
    setup('readonly');
    expect(await screen.findByText('You may view this schedule but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says when a screen cannot be found', async () => {
    setup('full', '99');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This schedule cannot be found, or you have no access to it.',
    );
  });
});
