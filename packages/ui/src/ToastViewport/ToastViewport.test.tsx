import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { ToastViewport, type ToastView } from './ToastViewport';

const TOASTS: ToastView[] = [
  { id: 1, type: 'INFO', messageKey: 'errors.notFound', state: 'open' },
  { id: 2, type: 'WARNING', text: 'Server Error - disk full', state: 'open' },
  { id: 3, type: 'INFO', messageKey: 'errors.serverErrorDetails', values: { details: 'timeout' }, state: 'closing' },
];

describe('ToastViewport', () => {
  it('announces INFO toasts politely and WARNING toasts as alerts', () => {
    renderWithIntl(<ToastViewport toasts={TOASTS} onClose={vi.fn()} />);
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((toast) => toast.querySelector('[data-part="message"]')?.textContent)).toEqual([
      'Item not found',
      'Server Error - timeout',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Server Error - disk full');
  });

  it('exposes the closing state for the fade', () => {
    renderWithIntl(<ToastViewport toasts={TOASTS} onClose={vi.fn()} />);
    const closing = screen.getAllByRole('status')[1];
    expect(closing?.getAttribute('data-state')).toBe('closing');
    expect(screen.getByRole('alert').getAttribute('data-state')).toBe('open');
  });

  it('closes a toast by hand with its Close button', () => {
    const onClose = vi.fn();
    renderWithIntl(<ToastViewport toasts={TOASTS} onClose={onClose} />);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(2);
  });

  it('skips the fade (full opacity on the next frame) when the user prefers reduced motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderWithIntl(<ToastViewport toasts={[TOASTS[1] as ToastView]} onClose={vi.fn()} />);
    // The 250 ms fade would still be near 0 after a frame or two; immediate means 1 at once.
    await waitFor(() => expect(screen.getByRole('alert').style.opacity).toBe('1'), { timeout: 100 });
    matchMedia.mockRestore();
  });
});
