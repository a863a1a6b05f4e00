import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { POPUP_FOCUS_DELAY_MS } from '@screenplay/core';
import { renderWithIntl } from '../test/renderWithIntl';
import { PopupHost } from './PopupHost';
import type { PopupView } from './popup.types';

const CONFIRM: PopupView = {
  id: 1,
  kind: 'confirm',
  titleKey: 'common.delete',
  message: 'Delete the folder?',
  optionalLabelKey: 'common.no',
};
const MESSAGE: PopupView = { id: 2, kind: 'message', message: 'Item not found' };
const form = (canConfirm: boolean): PopupView => ({
  id: 3,
  kind: 'form',
  title: 'Rename',
  content: (
    <label>
      Name <input name="name" defaultValue="Lobby" />
    </label>
  ),
  canConfirm,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PopupHost', () => {
  it('renders a confirm popup as a labelled modal alert dialog with Cancel, optional and Confirm', () => {
    const onResolve = vi.fn();
    renderWithIntl(<PopupHost popups={[CONFIRM]} onResolve={onResolve} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Delete the folder?').id);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onResolve.mock.calls).toEqual([
      [1, 'cancel'],
      [1, 'optional'],
      [1, 'confirm'],
    ]);
  });

  it("resolves 'close' on Escape and on the Close button", () => {
    const onResolve = vi.fn();
    renderWithIntl(<PopupHost popups={[CONFIRM]} onResolve={onResolve} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onResolve.mock.calls).toEqual([
      [1, 'close'],
      [1, 'close'],
    ]);
  });

  it('shows a message popup with OK only, labelled by its message', () => {
    const onResolve = vi.fn();
    renderWithIntl(<PopupHost popups={[MESSAGE]} onResolve={onResolve} />);
    screen.getByRole('alertdialog', { name: 'Item not found' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onResolve).toHaveBeenCalledWith(2, 'confirm');
  });

  it('keeps Confirm aria-disabled while a form popup cannot confirm', () => {
    const onResolve = vi.fn();
    const { rerender } = renderWithIntl(<PopupHost popups={[form(false)]} onResolve={onResolve} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    fireEvent.submit(confirm.closest('form') as HTMLFormElement);
    expect(onResolve).not.toHaveBeenCalled();
    rerender(<PopupHost popups={[form(true)]} onResolve={onResolve} />);
    expect(confirm.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(onResolve).toHaveBeenCalledWith(3, 'confirm');
  });

  it("re-reads the store's isValid() when a field changes", () => {
    let isValid = false;
    const popup: PopupView = { ...form(false), canConfirm: undefined, isValid: () => isValid };
    renderWithIntl(<PopupHost popups={[popup]} onResolve={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    isValid = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Hall' } });
    expect(confirm.hasAttribute('aria-disabled')).toBe(false);
  });

  it('focuses the first field after the focus delay, traps Tab and returns focus on close', () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderWithIntl(<PopupHost popups={[form(true)]} onResolve={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    act(() => vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(field);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field);

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    rerender(<PopupHost popups={[]} onResolve={vi.fn()} />);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('focuses Confirm when there is no field', () => {
    vi.useFakeTimers();
    renderWithIntl(<PopupHost popups={[CONFIRM]} onResolve={vi.fn()} />);
    act(() => vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('makes only the top popup operable', () => {
    const onResolve = vi.fn();
    renderWithIntl(<PopupHost popups={[CONFIRM, MESSAGE]} onResolve={onResolve} />);
    const [lower, upper] = screen.getAllByRole('alertdialog', { hidden: true });
    expect(lower?.closest('[data-part="backdrop"]')?.hasAttribute('inert')).toBe(true);
    expect(upper?.closest('[data-part="backdrop"]')?.hasAttribute('inert')).toBe(false);
    fireEvent.keyDown(lower as HTMLElement, { key: 'Escape' });
    expect(onResolve).not.toHaveBeenCalled();
  });
});
