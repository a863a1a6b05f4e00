import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it("is a polite status reading 'Loading…' by default", () => {
    renderWithIntl(<LoadingIndicator className="extra" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('data-scope')).toBe('loading');
    expect(status.classList.contains('extra')).toBe(true);
    expect(status.textContent).toBe('Loading…');
  });

  it('reads a given label', () => {
    renderWithIntl(<LoadingIndicator label="Restoring session" />);
    expect(screen.getByRole('status').textContent).toBe('Restoring session');
  });
});
