import { createHistory, entryBytes, type Section } from '@screenplay/core';

/** Budget (ARCHITECTURE.md "Performance budgets"): one entry per gesture, at most 1 KB for a one-section drag in a 1,000-section scene. */
export const HISTORY_ENTRY_BUDGET_BYTES = 1_024;

const SECTION_COUNT = 1_000;
const DRAG_STEPS = 120; // two seconds of pointer moves at 60 Hz

/** One history measurement: a one-section drag recorded as a gesture. */
export interface HistoryRow {
  sections: number;
  dragSteps: number;
  entries: number;
  entryBytes: number;
  microsecondsPerRecord: number;
}

function section(i: number): Section {
  return {
    id: i + 1,
    name: `section ${i + 1}`,
    top: (i * 7) % 1000,
    left: (i * 13) % 1800,
    width: 120,
    height: 80,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order: i + 1,
    parentId: null,
    markAsDeleted: false,
  };
}

/** Drags one section of a 1,000-section scene through 120 pointer moves inside one gesture. */
export function measureHistory(): HistoryRow[] {
  let sections = Array.from({ length: SECTION_COUNT }, (_, i) => section(i));
  const history = createHistory<Section>();
  const dragged = 500;
  history.begin();
  const start = performance.now();
  for (let step = 1; step <= DRAG_STEPS; step++) {
    const before = sections[dragged] as Section;
    const after = { ...before, left: before.left + 1.5, top: before.top + 0.75 };
    sections = sections.with(dragged, after);
    history.record([{ id: after.id, from: before, to: after }]);
  }
  const elapsed = performance.now() - start;
  history.end();
  const entries = history.entries();
  const last = entries[entries.length - 1];
  return [
    {
      sections: SECTION_COUNT,
      dragSteps: DRAG_STEPS,
      entries: entries.length,
      entryBytes: last ? entryBytes(last) : 0,
      microsecondsPerRecord: (elapsed * 1000) / DRAG_STEPS,
    },
  ];
}
