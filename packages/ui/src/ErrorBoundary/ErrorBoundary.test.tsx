import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { ErrorBoundary } from './ErrorBoundary';
import { ERROR_RELOAD_DELAY_MS } from './ErrorFallback';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    renderWithIntl(
      <ErrorBoundary reload={vi.fn()}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Something went wrong', reports the error and reloads after the delay", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const onError = vi.fn();
    renderWithIntl(
      <ErrorBoundary reload={reload} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    act(() => vi.advanceTimersByTime(ERROR_RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once with 'Reload now', even above the intl provider", () => {
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
