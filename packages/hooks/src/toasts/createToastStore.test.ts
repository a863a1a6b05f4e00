import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './createToastStore';

const states = (store: ReturnType<typeof createToastStore>) => store.$toasts.value.map((t) => `${t.id}:${t.state}`);

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a toast open for 3000 ms, fades it for 250 ms, then removes it', () => {
    const store = createToastStore();
    const id = store.show({ type: 'INFO', messageKey: 'folders.folderNotEmpty' });
    expect(store.$toasts.value[0]).toEqual({ id, type: 'INFO', messageKey: 'folders.folderNotEmpty', state: 'open' });
    vi.advanceTimersByTime(2999);
    expect(states(store)).toEqual([`${id}:open`]);
    vi.advanceTimersByTime(1);
    expect(states(store)).toEqual([`${id}:closing`]);
    vi.advanceTimersByTime(249);
    expect(states(store)).toEqual([`${id}:closing`]);
    vi.advanceTimersByTime(1);
    expect(states(store)).toEqual([]);
  });

  it('closing by hand fades at once and cancels the auto-dismiss', () => {
    const store = createToastStore();
    const first = store.show({ type: 'WARNING', text: 'Invalid media file' });
    const second = store.show({ type: 'INFO', messageKey: 'x', values: { email: 'a@b.c' } });
    vi.advanceTimersByTime(1000);
    store.close(first);
    store.close(first);
    expect(states(store)).toEqual([`${first}:closing`, `${second}:open`]);
    vi.advanceTimersByTime(250);
    expect(states(store)).toEqual([`${second}:open`]);
    vi.advanceTimersByTime(1749); // t = 2999: the second toast, shown at 0, is still open
    expect(states(store)).toEqual([`${second}:open`]);
    vi.advanceTimersByTime(1);
    expect(states(store)).toEqual([`${second}:closing`]);
  });

  it('reset removes every toast and leaves no timer behind', () => {
    const store = createToastStore();
    store.show({ type: 'INFO', text: 'a' });
    store.reset();
    expect(store.$toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses injected timer functions', () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const store = createToastStore({
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: () => undefined,
    });
    store.show({ type: 'INFO', text: 'a' });
    expect(pending.map((p) => p.ms)).toEqual([3000]);
    pending[0]?.callback();
    expect(pending.map((p) => p.ms)).toEqual([3000, 250]);
  });
});
