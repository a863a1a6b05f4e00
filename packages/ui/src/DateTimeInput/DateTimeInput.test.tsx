import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DateTimeKind } from '@screenplay/core';
import { renderWithIntl } from '../test/renderWithIntl';
import { DateTimeInput } from './DateTimeInput';

function Labelled({
  kind,
  initial,
  onChange,
}: {
  kind: DateTimeKind;
  initial: string;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="field">When</label>
      <DateTimeInput
        id="field"
        kind={kind}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;

describe('DateTimeInput (issue 24: en-GB whatever the browser locale)', () => {
  it('shows an ISO day day-first and a time on the 24-hour clock, described by its pattern', () => {
    renderWithIntl(<Labelled kind="date" initial="2026-11-27" />);
    expect(field().value).toBe('27/11/2026');
    expect(field().placeholder).toBe('dd/mm/yyyy');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Date as dd/mm/yyyy')).toBeTruthy();
  });

  it('passes on a typed en-GB day as ISO, and a cleared field as empty', () => {
    const onChange = vi.fn();
    renderWithIntl(<Labelled kind="date" initial="" onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '1/3/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
    fireEvent.blur(field());
    expect(field().value).toBe('01/03/2026');
    fireEvent.change(field(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps invalid text, says how to write it once left, and passes nothing on', () => {
    const onChange = vi.fn();
    renderWithIntl(<Labelled kind="time" initial="09:00" onChange={onChange} />);
    expect(field().value).toBe('09:00');
    fireEvent.change(field(), { target: { value: '9 PM' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field());
    expect(field().value).toBe('9 PM');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a time as hh:mm on the 24-hour clock, for example 09:00');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '21:00' } });
    expect(onChange).toHaveBeenLastCalledWith('21:00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('steps a day or a minute with the arrow keys', () => {
    renderWithIntl(<Labelled kind="date" initial="2026-02-28" />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().value).toBe('01/03/2026');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().value).toBe('28/02/2026');
  });

  it('reads and writes a date and time together', () => {
    const onChange = vi.fn();
    renderWithIntl(<Labelled kind="datetime" initial="2026-11-27T09:00" onChange={onChange} />);
    expect(field().value).toBe('27/11/2026 09:00');
    fireEvent.change(field(), { target: { value: '28/11/2026 17:45' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28T17:45');
  });

  it('follows a value set from outside', () => {
    const { rerender } = renderWithIntl(
      <>
        <label htmlFor="f">When</label>
        <DateTimeInput id="f" kind="date" value="2026-01-02" onChange={() => undefined} />
      </>,
    );
    expect(field().value).toBe('02/01/2026');
    rerender(
      <>
        <label htmlFor="f">When</label>
        <DateTimeInput id="f" kind="date" value="2027-12-31" onChange={() => undefined} />
      </>,
    );
    expect(field().value).toBe('31/12/2027');
  });
});
