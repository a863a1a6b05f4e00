import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** Impacts that fail a test (the quality bar: axe reports no serious issue). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * axe-core's script, put into a document once: @axe-core/playwright's builder evaluated all of it (about 550 kB)
 * twice per check, into every frame, and configured it again. The portal and the player render no frames, so one
 * `axe.run` in the main document checks what the builder's legacy mode checked.
 */
const AXE_SETUP = `${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Runs axe over the page's document, putting axe in first if this document has not got it yet. */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SETUP);
  return page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
}

/**
 * Documents this worker has already seen pass axe, by a digest of what axe reads: the markup (attributes and inline
 * styles included), the viewport and the colour scheme, with the same built CSS. The login page every test starts
 * from, and any page shown again exactly as before, is checked once per worker instead of once per test; a page
 * that differs by one attribute is checked again.
 */
const PASSED = new Set<string>();

/** The digest of what axe would check on the page now (see {@link PASSED}). */
async function documentDigest(page: Page): Promise<string> {
  const seen = await page.evaluate(
    () =>
      `${innerWidth}x${innerHeight}|${matchMedia('(prefers-color-scheme: dark)').matches}|${document.documentElement.outerHTML}`,
  );
  return createHash('sha256').update(seen).digest('hex');
}

/** A page left sooner than this was a redirect, not a page the user saw. */
const REDIRECT_WINDOW_MS = 750;

interface Visit {
  path: string;
  at: number;
}

/**
 * Tracks every page a test visits and checks each with axe. Page models call `check()` once their
 * page has loaded; at the end of the test the page it rests on is checked too, and a page that was
 * shown but never checked fails the test.
 */
export class A11yChecker {
  private readonly visits: Visit[] = [];
  private readonly checked = new Set<string>();
  private readonly redirects = new Set<string>();

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.visits.push({ path: new URL(frame.url()).pathname, at: Date.now() });
    });
  }

  /** Runs axe on the current page and fails on serious or critical violations. */
  async check(): Promise<void> {
    await this.page.waitForLoadState('domcontentloaded');
    // A popup or toast fading in or out is checked once it has settled: mid-fade its colours are blended
    // with the page behind and axe measures a contrast nobody reads.
    await this.page
      .waitForFunction(
        () =>
          ![
            ...document.querySelectorAll<HTMLElement>(
              '[data-scope="popup"] [style*="opacity"], [data-scope="toast"] [style*="opacity"], [data-scope="toast"][style*="opacity"]',
            ),
          ].some((element) => {
            const opacity = Number.parseFloat(element.style.opacity);
            // A popup that has just opened may still be at 0 on its first frame: it is about to fade in.
            const isPopup = element.closest('[data-scope="popup"]') !== null;
            return opacity < 1 && (isPopup || opacity > 0);
          }),
        null,
        { timeout: 2_000 },
      )
      .catch(() => undefined);
    const digest = await documentDigest(this.page);
    if (PASSED.has(digest)) {
      this.checked.add(new URL(this.page.url()).pathname);
      return;
    }
    const results = await runAxe(this.page);
    const failing = results.violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    expect(failing, `axe on ${this.page.url()}`).toEqual([]);
    PASSED.add(digest);
    this.checked.add(new URL(this.page.url()).pathname);
  }

  /**
   * Declares that `path` redirects (a guard that sends the user elsewhere): it shows only the loading state
   * while the app boots and the guard's data arrives, which on a loaded machine can outlast the redirect
   * window. The test asserts where it lands; the page it lands on is checked as usual.
   */
  expectRedirect(path: string): void {
    this.redirects.add(path);
  }

  /** Checks the final page, then fails if a page was shown to the user without a check. */
  async finish(): Promise<void> {
    if (this.page.isClosed() || this.page.url() === 'about:blank') return;
    const current = new URL(this.page.url()).pathname;
    if (!this.checked.has(current)) await this.check();
    const shown = this.visits.filter((visit, index) => {
      const next = this.visits[index + 1];
      return visit.path && (next === undefined || next.at - visit.at >= REDIRECT_WINDOW_MS);
    });
    const unchecked = [...new Set(shown.map((visit) => visit.path))].filter(
      (path) => !this.checked.has(path) && !this.redirects.has(path),
    );
    expect(unchecked, 'pages visited without an accessibility check').toEqual([]);
  }
}
