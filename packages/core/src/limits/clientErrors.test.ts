import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LOG_BUDGET,
  CLIENT_ERROR_LOG_MAX_CHARS,
  CLIENT_ERROR_MAX_BYTES,
  newLogBudget,
  spendLogBudget,
} from './clientErrors';

describe('client error log budget', () => {
  const { bytes: BUDGET, windowMs: WINDOW } = CLIENT_ERROR_LOG_BUDGET;

  it('keeps a logged report within the body cap and the budget within 64 KiB a minute', () => {
    expect(CLIENT_ERROR_LOG_MAX_CHARS).toBeLessThan(CLIENT_ERROR_MAX_BYTES);
    expect(CLIENT_ERROR_LOG_BUDGET).toEqual({ bytes: 65_536, windowMs: 60_000 });
  });

  it('logs up to exactly the budget in a window, then counts and drops', () => {
    let budget = newLogBudget(0);
    const first = spendLogBudget(budget, 1, BUDGET - 10);
    expect(first.isLogged).toBe(true);
    budget = first.budget;
    const edge = spendLogBudget(budget, 2, 10);
    expect([edge.isLogged, edge.budget.bytes]).toEqual([true, BUDGET]);
    const over = spendLogBudget(edge.budget, 3, 1);
    expect([over.isLogged, over.budget.dropped, over.droppedBefore]).toEqual([false, 1, 0]);
    const again = spendLogBudget(over.budget, WINDOW - 1, 1);
    expect([again.isLogged, again.budget.dropped]).toEqual([false, 2]);
  });

  it('starts a new window one window after the last began, carrying out the dropped count once', () => {
    const spent = spendLogBudget(spendLogBudget(newLogBudget(0), 0, BUDGET).budget, 5, 1).budget;
    const next = spendLogBudget(spent, WINDOW, 100);
    expect(next).toEqual({
      budget: { windowStartMs: WINDOW, bytes: 100, dropped: 0 },
      isLogged: true,
      droppedBefore: 1,
    });
    expect(spendLogBudget(next.budget, WINDOW + 1, 1).droppedBefore).toBe(0);
  });

  it('never logs a single report larger than the whole budget', () => {
    expect(spendLogBudget(newLogBudget(0), 0, BUDGET + 1).isLogged).toBe(false);
  });
});
