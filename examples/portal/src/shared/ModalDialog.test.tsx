import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog';

afterEach(cleanup);

function withAppRoot(): { root: HTMLElement; opener: HTMLButtonElement } {
  const root = document.createElement('div');
  root.id = 'root';
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  root.append(opener);
  document.body.append(root);
  opener.focus();
  return { root, opener };
}

describe('ModalDialog', () => {
  it('makes the app inert while open, focuses its first field, traps Tab, and gives focus back when it closes', async () => {
    const { root, opener } = withAppRoot();
    const view = render(
      <ModalDialog title="Add a test card" scope="test">
        <input aria-label="Number" />
        <button type="button">Add</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a test card' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.inert).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Number' });
    await waitFor(() => expect(document.activeElement).toBe(field));

    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(add);

    view.unmount();
    expect(root.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
    root.remove();
  });

  it('answers Escape only when it may be dismissed', () => {
    let escapes = 0;
    const view = render(
      <ModalDialog title="Consent" scope="test">
        <button type="button">Proceed</button>
      </ModalDialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Consent' })).toBeTruthy();
    view.unmount();

    render(
      <ModalDialog title="Card" scope="test" onEscape={() => (escapes += 1)}>
        <button type="button">Add</button>
      </ModalDialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(escapes).toBe(1);
  });
});
