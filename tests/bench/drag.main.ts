import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAG_SECTIONS, dragTable, isDragWithinBudget, measureDrag } from './drag';

/**
 * Only the drag bench (`npx tsx --conditions=source tests/bench/drag.main.ts`, after `npm run build`): the rows
 * `npm run bench` prints, and exit code 1 when a row at 1,000 sections is over its budget.
 */
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const drag = await measureDrag(repoRoot);
if (drag.skipped) {
  console.log(drag.skipped);
} else {
  console.table(dragTable(drag.rows));
  const format = (ratio: number | null) => (ratio === null ? 'n/a' : `${ratio.toFixed(2)}x`);
  console.log(
    `ratio ${DRAG_SECTIONS} / 10 sections (median script per frame): ${format(drag.ratio)} content off, ${format(drag.contentRatio)} content on; times are ${drag.timeDomain}`,
  );
  console.log(JSON.stringify(drag.rows, null, 2));
  const over = drag.rows.filter((row) => row.sections >= DRAG_SECTIONS && !isDragWithinBudget(row));
  if (over.length > 0) {
    console.error(`over budget: ${over.map((row) => `${row.sections} content ${row.showContent}`).join(', ')}`);
    process.exitCode = 1;
  }
}
