import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { ErrorBoundary } from './ErrorBoundary';

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
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the error dialog, 'Something went wrong' with OK, reports the error and reloads only on OK (spec §4)", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const onError = vi.fn();
    renderWithIntl(
      <ErrorBoundary reload={reload} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    // However long the dialog stays, the page waits for the user.
    act(() => vi.advanceTimersByTime(60_000));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in English even above the intl provider', () => {
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
