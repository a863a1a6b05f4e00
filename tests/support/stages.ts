import { spawnSync } from 'node:child_process';

/**
 * `npm test`: the whole suite, stage by stage, in the order a failure is cheapest to find (lint and types in
 * seconds, the browser last). Each stage's wall time is printed at the end, also when a stage fails (the run stops
 * there), so a run's log says where its minutes went (issue 26: the suite stays under 1,500 s on 2 cores).
 */

/** One stage: its name in the summary and the npm script it runs. */
interface Stage {
  readonly name: string;
  readonly script: string;
}

/** The stages of `npm test`, in order. */
const STAGES: readonly Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit and API (vitest)', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'Chromium (Playwright)', script: 'test:e2e' },
];

/** A stage's outcome. */
interface Timed {
  readonly stage: Stage;
  readonly seconds: number;
  readonly ok: boolean;
}

/** The summary table printed at the end. */
function summary(timed: readonly Timed[], skipped: readonly Stage[]): string {
  const width = Math.max(...STAGES.map((stage) => stage.name.length));
  const total = timed.reduce((sum, entry) => sum + entry.seconds, 0);
  const rows = [
    ...timed.map(
      ({ stage, seconds, ok }) =>
        `  ${stage.name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`,
    ),
    ...skipped.map((stage) => `  ${stage.name.padEnd(width)}      - (not run)`),
    `  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`,
  ];
  return ['', 'npm test, stage by stage:', ...rows, ''].join('\n');
}

function main(): number {
  const timed: Timed[] = [];
  for (const [index, stage] of STAGES.entries()) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', stage.script], { stdio: 'inherit' });
    const ok = result.status === 0;
    timed.push({ stage, seconds: (performance.now() - started) / 1000, ok });
    if (!ok) {
      console.log(summary(timed, STAGES.slice(index + 1)));
      return result.status ?? 1;
    }
  }
  console.log(summary(timed, []));
  return 0;
}

process.exit(main());
