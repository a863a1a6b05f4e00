import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLayer } from '@screenplay/core/widgets';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { newTemplateDir, SERVER_ENTRY } from '../e2e/support/paths';
import { runServerCommand, startServer, type TestServer } from '../e2e/support/server';
import { type Counters, instrument, nextFrame } from './drag.page';
import { DRAG_BASELINE_SECTIONS, DRAG_SECTIONS, type DragResult, type DragRow } from './drag.report';

export {
  DRAG_BASELINE_SECTIONS,
  DRAG_RENDER_BUDGET,
  DRAG_SCRIPT_BUDGET_MS,
  DRAG_SECTIONS,
  type DragResult,
  type DragRow,
  dragTable,
  isDragWithinBudget,
} from './drag.report';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium with the flags of the e2e suite (playwright.config.ts); never a downloaded browser. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ADMIN = { email: 'admin@acme.test', password: 'screenplay' };
/** Pointer moves of the measured drag, one frame each (the page is given a frame after every move). */
const DRAG_FRAMES = 60;
/** Screen pixels of the whole drag; 4 px x 2 px per move, above use-gesture's 3 px tap threshold. */
const DRAG_DX = 240;
const DRAG_DY = 120;
/** Idle samples (metrics read + one frame, no pointer move) whose median is the harness's own cost. */
const OVERHEAD_SAMPLES = 20;

/** A 1920x1080 scene tiled 40 x 25 with small sections; cell (20, 12) is the one dragged. */
const SCENE = { width: 1920, height: 1080 };
const GRID = { columns: 40, rows: 25, cellWidth: 48, cellHeight: 43.2, sectionWidth: 40, sectionHeight: 35 };
const DRAGGED_CELL = { column: 20, row: 12 };
/** The baseline scene's cells: the dragged one plus nine spread over the scene. */
const BASELINE_CELLS = [
  DRAGGED_CELL,
  [0, 0],
  [39, 0],
  [0, 24],
  [39, 24],
  [10, 5],
  [30, 5],
  [10, 20],
  [30, 20],
  [20, 3],
].map((cell) => (Array.isArray(cell) ? { column: cell[0] ?? 0, row: cell[1] ?? 0 } : cell));

interface SectionInput {
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

function sectionAt(column: number, row: number): SectionInput {
  return {
    name: `S${row * GRID.columns + column + 1}`,
    left: column * GRID.cellWidth + 4,
    top: Math.round(row * GRID.cellHeight + 4),
    width: GRID.sectionWidth,
    height: GRID.sectionHeight,
  };
}

const DRAGGED_NAME = sectionAt(DRAGGED_CELL.column, DRAGGED_CELL.row).name;

function allSections(): SectionInput[] {
  const sections: SectionInput[] = [];
  for (let row = 0; row < GRID.rows; row += 1)
    for (let column = 0; column < GRID.columns; column += 1) sections.push(sectionAt(column, row));
  return sections;
}

async function api<T>(
  server: TestServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** Requests in flight at once while the bench gives sections their items. */
const SEED_CONCURRENCY = 8;

/** The one item of a section with content: a text layer (its name) in even sections, a rectangle in odd ones. */
function contentItem(index: number, name: string) {
  const box = { left: 2, top: 2, width: GRID.sectionWidth - 4, height: GRID.sectionHeight - 4 };
  const text = defaultLayer('Text', box, 1);
  const layer =
    index % 2 === 0
      ? { ...text, content: { ...text.content, text: name, fontSize: 12 } }
      : defaultLayer('Rectangle', box, 1);
  return { duration: 10, layers: [layer] };
}

/**
 * Creates a saved scene with `sections` in one call (`POST scenes` takes the sections, inserted as saved); with
 * `withContent`, then gives each section one playlist item (`POST sections/{s}/playlistitems`).
 */
async function createScene(
  server: TestServer,
  token: string,
  name: string,
  sections: SectionInput[],
  withContent = false,
): Promise<number> {
  const created = await api<{ data: { id: number; sections?: unknown[] } }>(server, token, 'POST', 'scenes', {
    name,
    ...SCENE,
    sections,
  });
  const stored = await api<{ data: { id: number; name: string }[] }>(
    server,
    token,
    'GET',
    `scenes/${created.data.id}/sections`,
  );
  if (stored.data.length !== sections.length)
    throw new Error(`scene ${name}: ${stored.data.length} sections stored, ${sections.length} sent`);
  if (withContent) {
    const queue = stored.data.map((section, index) => ({ section, index }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { section, index } = next;
        await api(server, token, 'POST', `sections/${section.id}/playlistitems`, contentItem(index, section.name));
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  }
  return created.data.id;
}

interface Metrics {
  script: number;
  task: number;
  layout: number;
  style: number;
  devtools: number;
}

/** The renderer's cumulative main-thread counters, in ms. */
async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => (list.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    script: read('ScriptDuration'),
    task: read('TaskDuration'),
    layout: read('LayoutDuration'),
    style: read('RecalcStyleDuration'),
    devtools: read('DevToolsCommandDuration'),
  };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function measureScene(
  browser: Browser,
  server: TestServer,
  secret: string,
  sceneId: number,
  sections: number,
  timeDomain: string,
  showContent: boolean,
) {
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  try {
    await context.addInitScript((token) => {
      localStorage.setItem('accessToken', token);
    }, secret);
    // As source text: tsx compiles this file with keepNames, whose `__name` helper the page lacks.
    await context.addInitScript({ content: `var __name = (fn) => fn; (${instrument.toString()})();` });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
    await page.goto(`${server.url}/scenes/edit_scene/${sceneId}`);
    const sectionNodes = page.locator('[data-scope="scene-canvas"] [data-part="section"]');
    await page
      .waitForFunction(
        (count) => document.querySelectorAll('[data-scope="scene-canvas"] [data-part="section"]').length === count,
        sections,
        {
          timeout: 120_000,
        },
      )
      .catch((error: unknown) => {
        throw new Error(
          `the editor did not show ${sections} sections: ${String(error)}\npage errors: ${pageErrors.join('\n') || 'none'}`,
        );
      });
    const dragged = sectionNodes.filter({ has: page.getByText(DRAGGED_NAME, { exact: true }) });
    const isInstrumented = await page.evaluate(() => {
      const global = window as unknown as {
        __dragBench?: { isInstalled: boolean };
        __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
      };
      return global.__dragBench?.isInstalled === true && global.__REACT_DEVTOOLS_GLOBAL_HOOK__ !== undefined;
    });
    if (!isInstrumented) throw new Error('the render and mutation counters did not install in the page');
    await page.waitForTimeout(1_000); // fit zoom, realtime attach, late loads
    if ((await sectionNodes.count()) !== sections) throw new Error(`expected ${sections} sections on the canvas`);
    // The editor opens with the content preview on (issue 15); the rows without content turn it off, as before.
    const preview = page.getByRole('button', { name: 'Content preview' });
    if ((await preview.getAttribute('aria-pressed')) !== String(showContent)) await preview.click();
    await page
      .waitForFunction(
        (expected) =>
          document.querySelectorAll(
            '[data-scope="scene-canvas"] [data-part="section-content"] [data-scope="layer-stack"]',
          ).length === expected,
        showContent ? sections : 0,
        { timeout: 60_000 },
      )
      .catch((error: unknown) => {
        throw new Error(`expected ${showContent ? sections : 0} sections drawing their item: ${String(error)}`);
      });
    await page.waitForTimeout(300);

    // Select first (a click), so the measured frames are the drag's own.
    await dragged.click();
    await page.waitForTimeout(300);
    const box = await dragged.boundingBox();
    if (!box) throw new Error('the dragged section is not rendered');
    const startStyle = await dragged.getAttribute('style');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: timeDomain as 'threadTicks' | 'timeTicks' });
    const overhead: number[] = [];
    for (let i = 0; i < OVERHEAD_SAMPLES; i += 1) {
      const before = await metrics(cdp);
      await nextFrame(page);
      const after = await metrics(cdp);
      overhead.push(after.script - before.script);
    }
    const overheadMs = median(overhead);

    await page.mouse.move(x, y);
    await page.evaluate((name) => {
      const bench = (window as unknown as { __dragBench: { counting: boolean; draggedName: string } }).__dragBench;
      bench.draggedName = name;
      bench.counting = true;
    }, DRAGGED_NAME);
    await page.mouse.down();
    await nextFrame(page);
    const start = await metrics(cdp);
    const scriptPerFrame: number[] = [];
    const taskPerFrame: number[] = [];
    const layoutPerFrame: number[] = [];
    const stylePerFrame: number[] = [];
    const devtoolsPerFrame: number[] = [];
    let counters: Counters | null = null;
    let previous = start;
    for (let i = 1; i <= DRAG_FRAMES; i += 1) {
      await page.mouse.move(x + (DRAG_DX * i) / DRAG_FRAMES, y + (DRAG_DY * i) / DRAG_FRAMES);
      counters = await nextFrame(page);
      const now = await metrics(cdp);
      scriptPerFrame.push(Math.max(0, now.script - previous.script - overheadMs));
      taskPerFrame.push(now.task - previous.task);
      layoutPerFrame.push(now.layout - previous.layout);
      stylePerFrame.push(now.style - previous.style);
      devtoolsPerFrame.push(now.devtools - previous.devtools);
      previous = now;
    }
    const end = previous;
    const duringMoves = counters ?? {
      sectionRenders: 0,
      draggedRenders: 0,
      componentRenders: 0,
      mutations: 0,
      longFrames: 0,
    };
    await page.mouse.up();
    await page.waitForTimeout(1_000); // the store's commit and the debounced save
    const afterRelease = await nextFrame(page);
    const released = await metrics(cdp);
    const endStyle = await dragged.getAttribute('style');

    const steady = scriptPerFrame.slice(1).sort((a, b) => a - b);
    const row: DragRow = {
      sections,
      showContent,
      frames: DRAG_FRAMES,
      firstFrameScriptMs: scriptPerFrame[0] ?? 0,
      medianScriptMs: quantile(steady, 0.5),
      p95ScriptMs: quantile(steady, 0.95),
      maxScriptMs: steady[steady.length - 1] ?? 0,
      meanScriptMs: Math.max(0, (end.script - start.script) / DRAG_FRAMES - overheadMs),
      medianTaskMs: median(taskPerFrame.slice(1)),
      medianLayoutMs: median(layoutPerFrame.slice(1)),
      medianStyleMs: median(stylePerFrame.slice(1)),
      medianDevToolsMs: median(devtoolsPerFrame.slice(1)),
      overheadScriptMs: overheadMs,
      nonDraggedRenders: duringMoves.sectionRenders,
      draggedRenders: duringMoves.draggedRenders,
      componentRenders: duringMoves.componentRenders,
      nonDraggedMutations: duringMoves.mutations,
      longAnimationFrames: duringMoves.longFrames,
      nonDraggedRendersAtRelease: afterRelease.sectionRenders - duringMoves.sectionRenders,
      draggedRendersAtRelease: afterRelease.draggedRenders - duringMoves.draggedRenders,
      releaseScriptMs: released.script - end.script,
      componentRendersAtRelease: afterRelease.componentRenders - duringMoves.componentRenders,
      isMoved: startStyle !== endStyle,
    };
    await cdp.detach();
    return row;
  } finally {
    await context.close();
  }
}

/** Why the drag bench cannot run here, or null when it can. */
export function dragSkipReason(repoRoot: string): string | null {
  if (!existsSync(CHROMIUM))
    return `skipped: no Chromium at ${CHROMIUM} (install Debian's chromium; never a downloaded browser)`;
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(repoRoot, 'examples/portal/dist/client/index.html'))) {
    return 'skipped: the portal is not built (examples/portal/dist is missing) - run `npm run build` first';
  }
  return null;
}

/**
 * The drag bench: the BUILT server on a free port with a fresh data directory, a 1,000-section and
 * a 10-section 1920x1080 scene created through the API, twice: without items and the content preview off, and
 * with one item in every section and the content preview on (issue 15); each opened in the scene editor in Chromium
 * and one section dragged over {@link DRAG_FRAMES} pointer moves, one frame each. Script time per
 * frame is the renderer's `ScriptDuration` counter (CDP `Performance.getMetrics`) read around each
 * move, minus the harness's own cost; renders are counted through a React DevTools hook and DOM
 * changes with a MutationObserver, without changing product code.
 */
export async function measureDrag(repoRoot: string): Promise<DragResult> {
  const reason = dragSkipReason(repoRoot);
  if (reason) return { skipped: reason, timeDomain: null, rows: [], ratio: null, contentRatio: null };

  const templateDir = newTemplateDir('pglite');
  let server: TestServer | null = null;
  let browser: Browser | null = null;
  try {
    await runServerCommand(templateDir, ['--prepare']);
    server = await startServer({ templates: { pglite: templateDir } });
    const login = await api<{ access_token: string }>(server, null, 'POST', 'auth/token', ADMIN);
    const token = login.access_token;
    const secret = token.slice(token.indexOf('|') + 1);
    const largeId = await createScene(server, token, `drag bench ${DRAG_SECTIONS}`, allSections());
    const baselineId = await createScene(
      server,
      token,
      `drag bench ${DRAG_BASELINE_SECTIONS}`,
      BASELINE_CELLS.map((cell) => sectionAt(cell.column, cell.row)),
    );
    const contentLargeId = await createScene(
      server,
      token,
      `drag bench ${DRAG_SECTIONS} with content`,
      allSections(),
      true,
    );
    const contentBaselineId = await createScene(
      server,
      token,
      `drag bench ${DRAG_BASELINE_SECTIONS} with content`,
      BASELINE_CELLS.map((cell) => sectionAt(cell.column, cell.row)),
      true,
    );

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    // CPU time of the renderer's main thread where the platform has it, so a busy machine inflates it less.
    let timeDomain = 'threadTicks';
    const probe = await browser.newPage();
    try {
      const cdp = await probe.context().newCDPSession(probe);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    } catch {
      timeDomain = 'timeTicks';
    } finally {
      await probe.close();
    }

    const measure = (id: number, count: number, showContent: boolean) =>
      measureScene(browser as Browser, server as TestServer, secret, id, count, timeDomain, showContent);
    const ratioOf = (large: DragRow, baseline: DragRow) =>
      baseline.medianScriptMs > 0 ? large.medianScriptMs / baseline.medianScriptMs : null;
    const baseline = await measure(baselineId, DRAG_BASELINE_SECTIONS, false);
    const large = await measure(largeId, DRAG_SECTIONS, false);
    const contentBaseline = await measure(contentBaselineId, DRAG_BASELINE_SECTIONS, true);
    const contentLarge = await measure(contentLargeId, DRAG_SECTIONS, true);
    return {
      skipped: null,
      timeDomain,
      rows: [large, baseline, contentLarge, contentBaseline],
      ratio: ratioOf(large, baseline),
      contentRatio: ratioOf(contentLarge, contentBaseline),
    };
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await rm(templateDir, { recursive: true, force: true });
  }
}
