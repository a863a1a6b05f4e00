import { groupPermissionsAt, type Scene } from '@screenplay/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WELCOME } from '../../test/layerEditor.fixtures';
import { fakeApi, renderAt, user } from '../../test/library.fixtures';
import SceneDetailsPage from './SceneDetailsPage';

const ASSIGNED: Scene = { ...WELCOME, screensCount: 1, screens: [{ id: 9, name: 'Lobby' }], assignedTo: [9] };

describe('SceneDetailsPage', () => {
  const render = (scheduleScenes: 'hidden' | 'readonly', scene: Scene) =>
    renderAt(
      '/scenes/scene_details/4',
      <SceneDetailsPage params={{ sceneId: '4' }} />,
      fakeApi({ 'get scenes/4': scene }).api,
      user({ ...groupPermissionsAt('full'), scheduleScenes }),
    );

  it('leaves out the screens count and where it plays when scheduling scenes is Hidden (issue 22)', async () => {
    // The server sends the scene without them (screensCount 0, no screens): the page says nothing, not "0".
    const view = render('hidden', { ...WELCOME, screens: [], assignedTo: [] });
    expect(await screen.findByText('Welcome screen')).toBeTruthy();
    expect(screen.queryByText('Plays on')).toBeNull();
    expect(screen.queryByText(/screens/i)).toBeNull();
    view.unmount();
    // Readonly shows both.
    render('readonly', ASSIGNED);
    expect(await screen.findByText('Plays on')).toBeTruthy();
    expect(screen.getByText('Screens')).toBeTruthy();
    expect(screen.getByText('Lobby')).toBeTruthy();
  });
});
