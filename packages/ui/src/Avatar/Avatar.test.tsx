import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '../test/renderWithIntl';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alternative text', () => {
    render(<Avatar name="Ada Lovelace" src="/media/avatars/ada.png" size={48} />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('width')).toBe('48');
  });

  it('falls back to initials without a picture or when it fails to load', () => {
    render(<Avatar name="Ada King Lovelace" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada King Lovelace' }));
    const initials = screen.getByRole('img', { name: 'Ada King Lovelace' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('AL');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ada" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes up to two initials', () => {
    expect(initialsOf('  ada  ')).toBe('A');
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('')).toBe('');
  });
});
