import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input and reports changes', () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    renderWithIntl(
      <TextField label="E-mail" name="email" type="email" value="" onChange={onChange} required autoComplete="email" />,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('autocomplete')).toBe('email');
    fireEvent.change(input, { target: { value: 'a@b.c' } });
    expect(onChange.mock.results[0]?.value).toBe('a@b.c');
  });

  it('marks an error invalid, announces it and describes the input with it', () => {
    renderWithIntl(
      <TextField
        label="Name"
        name="name"
        defaultValue=""
        description="Your first name"
        error="This field is required"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Your first name',
      'This field is required',
    ]);
  });

  it('passes native attributes to the input and renders a textarea when multiline', () => {
    renderWithIntl(
      <>
        <TextField label="E-mail" name="email" value="a@b.c" readOnly />
        <TextField label="About" name="about" multiline defaultValue="Hi" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'About' }).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
