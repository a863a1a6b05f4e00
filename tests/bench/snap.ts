import {
  createSnapIndex,
  createSnapResult,
  snapFullScan,
  snapThreshold,
  type Rect,
  type SnapIndexInput,
  type SnapResult,
} from '@screenplay/core';

/** Budget (ARCHITECTURE.md "Performance budgets"): an indexed snap query at 5,000 sections is at least 100x faster than a full scan. */
export const SNAP_RATIO_BUDGET = 100;
/** The section count the budget applies to. */
export const SNAP_BUDGET_SECTIONS = 5_000;

const SECTION_COUNTS = [100, 1_000, 5_000];
const QUERY_COUNT = 500;
const MIN_MEASURE_MS = 300;
const SCENE = { width: 3840, height: 2160 };

/** One snap measurement: the same random scene and queries through the index and through a full scan. */
export interface SnapRow {
  sections: number;
  buildMs: number;
  indexedNsPerQuery: number;
  fullScanNsPerQuery: number;
  ratio: number;
  snappedQueries: number;
  isSameAnswer: boolean;
}

/** A small seeded generator (mulberry32), so every run measures the same scene. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole-pixel sections as an editor saves them. */
function randomSections(count: number, next: () => number): Rect[] {
  return Array.from({ length: count }, () => {
    const width = 20 + Math.floor(next() * 400);
    const height = 20 + Math.floor(next() * 300);
    return {
      left: Math.floor(next() * (SCENE.width - width)),
      top: Math.floor(next() * (SCENE.height - height)),
      width,
      height,
    };
  });
}

/** A dragged section at fractional positions, as pointer moves at a zoom produce them. */
function randomQueries(next: () => number): Rect[] {
  return Array.from({ length: QUERY_COUNT }, () => ({
    left: next() * (SCENE.width - 300),
    top: next() * (SCENE.height - 200),
    width: 40 + Math.floor(next() * 250),
    height: 30 + Math.floor(next() * 160),
  }));
}

/** Runs `query` over every rect, repeating until enough time has passed; returns ns per query. */
function nsPerQuery(queries: Rect[], query: (rect: Rect) => SnapResult): number {
  let sink = 0;
  for (const rect of queries) sink += query(rect).dx; // warm-up
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const rect of queries) sink += query(rect).dy;
    count += queries.length;
    elapsed = performance.now() - start;
  } while (elapsed < MIN_MEASURE_MS);
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the results alive');
  return (elapsed * 1e6) / count;
}

function sameAnswer(a: SnapResult, b: SnapResult): boolean {
  if (a.dx !== b.dx || a.dy !== b.dy || a.guideCount !== b.guideCount) return false;
  for (let i = 0; i < a.guideCount; i++) {
    const x = a.guides[i];
    const y = b.guides[i];
    if (!x || !y || x.axis !== y.axis || x.position !== y.position || x.from !== y.from || x.to !== y.to) return false;
  }
  return true;
}

/** Measures indexed snapping against the full scan at 100, 1,000 and 5,000 sections. */
export function measureSnap(): SnapRow[] {
  return SECTION_COUNTS.map((sections) => {
    const next = random(sections);
    const input: SnapIndexInput = { scene: SCENE, others: randomSections(sections, next), isGridEnabled: true };
    const queries = randomQueries(next);
    const threshold = snapThreshold(1);
    const buildStart = performance.now();
    const index = createSnapIndex(input);
    const buildMs = performance.now() - buildStart;
    const indexed = createSnapResult();
    const scanned = createSnapResult();
    let isSameAnswer = true;
    let snappedQueries = 0;
    for (const rect of queries) {
      index.snapMove(rect, { threshold, out: indexed });
      snapFullScan(input, rect, { threshold, out: scanned });
      isSameAnswer &&= sameAnswer(indexed, scanned);
      if (indexed.guideCount > 0) snappedQueries++;
    }
    const indexedNs = nsPerQuery(queries, (rect) => index.snapMove(rect, { threshold, out: indexed }));
    const fullScanNs = nsPerQuery(queries, (rect) => snapFullScan(input, rect, { threshold, out: scanned }));
    return {
      sections,
      buildMs,
      indexedNsPerQuery: indexedNs,
      fullScanNsPerQuery: fullScanNs,
      ratio: fullScanNs / indexedNs,
      snappedQueries,
      isSameAnswer,
    };
  });
}
