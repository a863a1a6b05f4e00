import { describe, expect, it } from 'vitest';
import { createPopupStore } from './createPopupStore';

describe('createPopupStore', () => {
  it('stacks popups and resolves each with the action that answered it', async () => {
    const store = createPopupStore();
    const first = store.open({ kind: 'confirm', messageKey: 'sceneEditor.deleteSection', optionalLabelKey: 'copy' });
    const second = store.open({ kind: 'message', message: 'Saved' });
    const [a, b] = store.$popups.value;
    expect([a?.kind, b?.kind]).toEqual(['confirm', 'message']);
    expect(store.resolve(b?.id ?? 0, 'confirm')).toBe(true);
    await expect(second).resolves.toEqual({ action: 'confirm' });
    store.resolve(a?.id ?? 0, 'optional');
    await expect(first).resolves.toEqual({ action: 'optional' });
    expect(store.$popups.value).toEqual([]);
  });

  it.each(['close', 'cancel'] as const)('resolves %s without a value', async (action) => {
    const store = createPopupStore();
    const result = store.open({ kind: 'form', getValue: () => 'x' });
    store.resolve(store.$popups.value[0]?.id ?? 0, action);
    await expect(result).resolves.toEqual({ action });
  });

  it('ignores confirm on a form popup while it is invalid, then resolves with its value', async () => {
    const store = createPopupStore();
    let name = '';
    const result = store.open({
      kind: 'form',
      titleKey: 'folders.create',
      isValid: () => name.length >= 2,
      getValue: () => ({ name }),
    });
    const id = store.$popups.value[0]?.id ?? 0;
    expect(store.resolve(id, 'confirm')).toBe(false);
    expect(store.$popups.value).toHaveLength(1);
    name = 'Ads';
    expect(store.resolve(id, 'confirm')).toBe(true);
    await expect(result).resolves.toEqual({ action: 'confirm', value: { name: 'Ads' } });
  });

  it('answers an unknown or already answered id with false', () => {
    const store = createPopupStore();
    void store.open({ kind: 'message', message: 'x' });
    const id = store.$popups.value[0]?.id ?? 0;
    expect(store.resolve(id + 1, 'close')).toBe(false);
    expect(store.resolve(id, 'close')).toBe(true);
    expect(store.resolve(id, 'close')).toBe(false);
  });

  it('error() shows a message popup answered by OK', async () => {
    const store = createPopupStore();
    const result = store.error('Something went wrong');
    expect(store.$popups.value[0]).toMatchObject({
      kind: 'message',
      message: 'Something went wrong',
      confirmLabelKey: 'common.ok',
    });
    store.resolve(store.$popups.value[0]?.id ?? 0, 'confirm');
    await expect(result).resolves.toEqual({ action: 'confirm' });
  });

  it('reset closes every popup', async () => {
    const store = createPopupStore();
    const results = [store.open({ kind: 'message', message: 'a' }), store.open({ kind: 'confirm', message: 'b' })];
    store.reset();
    expect(store.$popups.value).toEqual([]);
    await expect(Promise.all(results)).resolves.toEqual([{ action: 'close' }, { action: 'close' }]);
  });
});
