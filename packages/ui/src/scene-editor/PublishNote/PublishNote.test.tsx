import { createMemorySceneRepository, createSceneEditorStore } from '@screenplay/hooks';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { HERO, WELCOME } from '../test/sceneEditor.fixtures';
import { PublishNote } from './PublishNote';

async function storeOf(screens: { id: number; name: string }[]) {
  const repository = createMemorySceneRepository([{ ...WELCOME, sections: [HERO], screens }]);
  const store = createSceneEditorStore({ repository, clientId: 'a' });
  await store.load(WELCOME.id);
  return store;
}

describe('PublishNote', () => {
  it("says what 'Save scene' publishes while drafts wait, the screens named on focus and hover", async () => {
    const store = await storeOf([
      { id: 1, name: 'Lobby' },
      { id: 2, name: 'Front window' },
    ]);
    const { container } = renderWithIntl(<PublishNote store={store} />);
    expect(container.textContent).toBe(''); // nothing waits
    await store.playlistDraft(HERO.id);
    const note = await screen.findByRole('button', { name: 'Saving publishes to 2 screens' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip.hidden).toBe(true);
    expect(tooltip.textContent).toBe('Screens showing this scene: Lobby, Front window');
    fireEvent.focus(note);
    expect(tooltip.hidden).toBe(false);
    expect(note.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    fireEvent.mouseEnter(note);
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(note);
    expect(tooltip.hidden).toBe(true);
    fireEvent.click(note);
    expect(tooltip.hidden).toBe(false);
  });

  it('says one screen in the singular, and nothing for a scene on no screen', async () => {
    const one = await storeOf([{ id: 1, name: 'Lobby' }]);
    await one.playlistDraft(HERO.id);
    renderWithIntl(<PublishNote store={one} />);
    expect(screen.getByText('Saving publishes to 1 screen')).toBeTruthy();
    const none = await storeOf([]);
    await none.playlistDraft(HERO.id);
    const { container } = renderWithIntl(<PublishNote store={none} />);
    expect(container.textContent).toBe('');
  });
});
