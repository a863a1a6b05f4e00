import { describe, expect, it } from 'vitest';
import { sectionFixture } from '../scene/scene.fixtures';
import type { Section } from '../scene';
import { createHistory, HISTORY_DEBOUNCE_MS, HISTORY_LIMIT } from './history';
import { applyPatches, entryBytes } from './history.diff';
import type { HistoryDiff } from './history.types';

/** A clock the test moves by hand. */
function fakeClock(start = 0): { now(): number; advance(ms: number): void } {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

interface Box {
  id: number;
  left: number;
  top: number;
  name: string;
}

const box = (id: number, left = 0, top = 0, name = 'box'): Box => ({ id, left, top, name });

describe('createHistory', () => {
  it('stores [from, to] of the changed fields only, by record id', () => {
    const history = createHistory<Box>({ clock: fakeClock() });
    history.record([
      { id: 1, from: box(1), to: box(1, 5) },
      { id: 2, from: box(2), to: box(2) },
    ]);
    expect([...(history.entries()[0] ?? [])]).toEqual([[1, [{ left: 0 }, { left: 5 }]]]);
  });

  it('merges edits within 200 ms into one entry and starts a new one after', () => {
    expect(HISTORY_DEBOUNCE_MS).toBe(200);
    const clock = fakeClock();
    const history = createHistory<Box>({ clock });
    history.record([{ id: 1, from: box(1, 0), to: box(1, 1) }]);
    clock.advance(199);
    history.record([{ id: 1, from: box(1, 1), to: box(1, 2) }]);
    clock.advance(199);
    history.record([{ id: 1, from: box(1, 2), to: box(1, 3) }]);
    expect(history.entries()).toHaveLength(1);
    clock.advance(200);
    history.record([{ id: 1, from: box(1, 3), to: box(1, 4) }]);
    expect(history.entries()).toHaveLength(2);
    expect(history.undo()).toEqual([{ id: 1, value: { left: 3 } }]);
    expect(history.undo()).toEqual([{ id: 1, value: { left: 0 } }]);
    expect(history.undo()).toEqual([]);
  });

  it('makes one entry of a gesture, however long', () => {
    const clock = fakeClock();
    const history = createHistory<Box>({ clock });
    history.begin();
    for (let x = 1; x <= 50; x++) {
      history.record([{ id: 1, from: box(1, x - 1, 0), to: box(1, x, 2 * x) }]);
      clock.advance(1000);
    }
    history.end();
    expect(history.entries()).toHaveLength(1);
    expect([...(history.entries()[0] ?? [])]).toEqual([
      [
        1,
        [
          { left: 0, top: 0 },
          { left: 50, top: 100 },
        ],
      ],
    ]);
  });

  it('stores nothing for a gesture that ends where it started', () => {
    const history = createHistory<Box>({ clock: fakeClock() });
    history.begin();
    history.record([{ id: 1, from: box(1, 0), to: box(1, 9) }]);
    history.record([{ id: 1, from: box(1, 9), to: box(1, 0) }]);
    history.end();
    expect(history.canUndo()).toBe(false);
  });

  it('undoes and redoes creations and deletions', () => {
    const history = createHistory<Box>({ clock: fakeClock() });
    let records = [box(1)];
    const created = box(2, 7, 7);
    history.record([{ id: 2, from: null, to: created }]);
    records = [...records, created];
    records = applyPatches(records, history.undo());
    expect(records).toEqual([box(1)]);
    expect(history.canRedo()).toBe(true);
    records = applyPatches(records, history.redo());
    expect(records).toEqual([box(1), created]);
  });

  it('drops the redo steps on a new edit and keeps at most `limit` entries', () => {
    expect(HISTORY_LIMIT).toBe(100);
    const clock = fakeClock();
    const history = createHistory<Box>({ clock, limit: 3 });
    for (let x = 1; x <= 5; x++) {
      history.record([{ id: 1, from: box(1, x - 1), to: box(1, x) }]);
      clock.advance(HISTORY_DEBOUNCE_MS);
    }
    expect(history.entries()).toHaveLength(3);
    history.undo();
    history.record([{ id: 1, from: box(1, 4), to: box(1, 40) }]);
    expect(history.canRedo()).toBe(false);
    expect(history.undo()).toEqual([{ id: 1, value: { left: 4 } }]);
  });

  it('bails back to the mark, across several entries, and forgets them', () => {
    const clock = fakeClock();
    const history = createHistory<Box>({ clock });
    history.record([{ id: 1, from: box(1, 0), to: box(1, 1) }]);
    history.mark();
    let records = [box(1, 1)];
    for (const [from, to] of [
      [1, 2],
      [2, 3],
    ] as const) {
      clock.advance(HISTORY_DEBOUNCE_MS);
      history.record([{ id: 1, from: box(1, from), to: box(1, to, 0, 'cropped') }]);
      records = [box(1, to, 0, 'cropped')];
    }
    records = applyPatches(records, history.bail());
    expect(records).toEqual([box(1, 1)]);
    expect(history.entries()).toHaveLength(1);
    expect(history.canRedo()).toBe(false);
    expect(history.bail()).toEqual([]);
  });

  it('bails forward to the mark when undo went past it, and forgets a mark whose state was overwritten', () => {
    const clock = fakeClock();
    const history = createHistory<Box>({ clock });
    history.record([{ id: 1, from: box(1, 0), to: box(1, 1) }]);
    history.mark();
    expect(history.undo()).toEqual([{ id: 1, value: { left: 0 } }]);
    expect(history.bail()).toEqual([{ id: 1, value: { left: 1 } }]);
    expect(history.canUndo()).toBe(true);
    history.mark();
    history.undo();
    clock.advance(HISTORY_DEBOUNCE_MS);
    history.record([{ id: 1, from: box(1, 0), to: box(1, 9) }]);
    expect(history.bail()).toEqual([]);
  });

  it('nests gestures and commits an open gesture before undo', () => {
    const history = createHistory<Box>({ clock: fakeClock() });
    history.begin();
    history.begin();
    history.record([{ id: 1, from: box(1, 0), to: box(1, 4) }]);
    history.end();
    history.record([{ id: 1, from: box(1, 4), to: box(1, 8) }]);
    expect(history.entries()).toHaveLength(0);
    expect(history.canUndo()).toBe(true);
    expect(history.undo()).toEqual([{ id: 1, value: { left: 0 } }]);
    history.end();
    expect(history.entries()).toHaveLength(1);
  });

  it('weighs a one-section drag in a 1,000-section scene at one entry under 1 KB', () => {
    let sections: Section[] = Array.from({ length: 1000 }, (_, i) =>
      sectionFixture({ id: i + 1, order: i + 1, left: i, top: i }),
    );
    const history = createHistory<Section>({ clock: fakeClock() });
    history.begin();
    for (let step = 1; step <= 120; step++) {
      const before = sections[500] as Section;
      const after = { ...before, left: before.left + 1, top: before.top + 2 };
      sections = sections.map((section) => (section === before ? after : section));
      // the store may hand over every section; unchanged ones cost nothing
      history.record(
        sections.map((section, i) => ({ id: section.id, from: i === 500 ? before : section, to: section })),
      );
    }
    history.end();
    expect(history.entries()).toHaveLength(1);
    const entry = history.entries()[0];
    expect(entry && entryBytes(entry)).toBeLessThan(1024);
    expect(entry && [...entry]).toEqual([
      [
        501,
        [
          { left: 500, top: 500 },
          { left: 620, top: 740 },
        ],
      ],
    ]);
  });
});

describe('entryBytes', () => {
  it('counts UTF-8 bytes of the JSON entry', () => {
    const entry = new Map<number, HistoryDiff<{ name: string }>>([[1, [{ name: 'é' }, { name: '😀' }]]]);
    expect(entryBytes(entry)).toBe(new TextEncoder().encode(JSON.stringify([...entry])).length);
  });
});
