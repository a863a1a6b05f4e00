/** The drag bench's in-page side: counters installed before the portal loads, and reading them a frame later. */
import type { Page } from 'playwright-core';

/**
 * Installed before the portal's scripts: a minimal React DevTools hook that, while counting, walks
 * each committed fiber tree the way React DevTools does (a component rendered when it mounted or its
 * fiber carries PerformedWork; a subtree whose child list is unchanged bailed out) and counts section
 * renders by section id; a MutationObserver on the canvas counts DOM changes inside sections other
 * than the dragged one; and long animation frames are counted. No product code is changed.
 */
export function instrument(): void {
  type Fiber = {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // function, class, forwardRef, simple memo
  const PERFORMED_WORK = 1;
  const bench = {
    counting: false,
    /** The dragged section's name: its draft copy takes a temporary, then a new server id on release. */
    draggedName: '',
    sectionRenders: 0,
    draggedRenders: 0,
    componentRenders: 0,
    mutations: 0,
    longFrames: 0,
    isInstalled: false,
  };
  (window as unknown as { __dragBench: typeof bench }).__dragBench = bench;

  const sectionNameOf = (props: unknown): string | null => {
    if (typeof props !== 'object' || props === null) return null;
    const record = props as { section?: { name?: unknown }; context?: unknown; isSelected?: unknown };
    if (!('context' in record) || !('isSelected' in record)) return null;
    return typeof record.section?.name === 'string' ? record.section.name : null;
  };
  const visit = (next: Fiber, prev: Fiber | null) => {
    if (COMPONENT_TAGS.has(next.tag) && (prev === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK)) {
      bench.componentRenders += 1;
      const name = sectionNameOf(next.memoizedProps);
      if (name !== null) {
        if (name === bench.draggedName) bench.draggedRenders += 1;
        else bench.sectionRenders += 1;
      }
    }
    if (prev !== null && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) visit(child, child.alternate);
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      if (bench.counting) visit(root.current, root.current.alternate);
    },
  };

  const observer = new MutationObserver((records) => {
    if (!bench.counting) return;
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const section = node?.closest('[data-part="section"]');
      const name = section?.querySelector(':scope > [data-part="section-label"]')?.textContent;
      if (section && name !== bench.draggedName) bench.mutations += 1;
    }
  });
  const observe = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe);

  try {
    new PerformanceObserver((list) => {
      if (bench.counting) bench.longFrames += list.getEntries().length;
    }).observe({ type: 'long-animation-frame' });
  } catch {
    // long-animation-frame is unsupported: the count stays 0.
  }
  bench.isInstalled = true;
}

/** What the page counted since the bench started counting. */
export interface Counters {
  sectionRenders: number;
  draggedRenders: number;
  componentRenders: number;
  mutations: number;
  longFrames: number;
}

/** Waits two animation frames (so the move's frame and any render it scheduled have run) and reads the counters. */
export function nextFrame(page: Page): Promise<Counters> {
  return page.evaluate(
    () =>
      new Promise<Counters>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { sectionRenders, draggedRenders, componentRenders, mutations, longFrames } = (
              window as unknown as { __dragBench: Counters }
            ).__dragBench;
            done({ sectionRenders, draggedRenders, componentRenders, mutations, longFrames });
          }),
        ),
      ),
  );
}
