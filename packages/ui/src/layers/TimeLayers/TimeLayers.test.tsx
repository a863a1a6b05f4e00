import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { countdown } from './countdown';
import { CalendarLayer, ClockLayer, TimerLayer } from './TimeLayers';

const NOW = new Date('2024-03-30T08:05:07Z'); // 09:05:07 in Oslo, Saturday 30 March

describe('ClockLayer', () => {
  it.each([
    ['short', '09:05'],
    ['medium', '09:05:07'],
    ['long', 'Saturday, 30 March 2024 at 09:05'],
  ] as const)('shows the %s format at a fixed now in its time zone', (format, text) => {
    const { container } = renderWithIntl(
      <ClockLayer layer={layerOf('Clock', { timezone: 'Europe/Oslo', format })} now={NOW} />,
    );
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-03-30T08:05:07.000Z');
    expect(layerRootOf(container).dataset.part).toBe('clock');
  });

  it('follows its locale and zone: 12 hours in en-US, New York', () => {
    renderWithIntl(
      <ClockLayer
        layer={layerOf('Clock', { locale: 'en-US', timezone: 'America/New_York', format: 'short' })}
        now={NOW}
      />,
    );
    expect(screen.getByText('04:05 AM')).toBeTruthy();
  });

  it('sizes its one line to its box and takes the given colour', () => {
    const { container } = renderWithIntl(
      <ClockLayer layer={layerOf('Clock', { timezone: 'UTC' })} now={NOW} textColor="#000000" />,
    );
    const root = layerRootOf(container);
    expect(root.style.fontSize).toBe('120px'); // 0.6 × the 200 px height; 5 characters fit 400 px wide
    expect(root.style.color).toBe('#000000');
  });

  it('renders standalone without a now', () => {
    const { container } = renderWithIntl(<ClockLayer layer={layerOf('Clock')} />);
    expect(container.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
  });
});

describe('CalendarLayer', () => {
  const at = (format: 'Long' | 'short', weekday: boolean) => {
    renderWithIntl(
      <CalendarLayer
        layer={layerOf('Calendar', { timezone: 'Pacific/Auckland', format, weekday })}
        now={new Date('2024-03-30T12:00:00Z')}
      />,
    );
  };

  it('shows the Long date with the weekday, on the date of its zone (Auckland is a day ahead)', () => {
    at('Long', true);
    expect(screen.getByText('Sunday, 31 March 2024')).toBeTruthy();
  });

  it('shows the Long date without the weekday', () => {
    at('Long', false);
    expect(screen.getByText('31 March 2024')).toBeTruthy();
  });

  it('shows the short date with a short weekday', () => {
    at('short', true);
    expect(screen.getByText('Sun, 31/03/2024')).toBeTruthy();
  });

  it('shows the short date without the weekday', () => {
    at('short', false);
    expect(screen.getByText('31/03/2024')).toBeTruthy();
  });
});

describe('TimerLayer', () => {
  it('counts down to endsAt as HH:MM:SS, with days in front', () => {
    const timer = layerOf('Timer', { endsAt: '2024-03-31T09:06:09Z' });
    renderWithIntl(<TimerLayer layer={timer} now={NOW} />);
    const time = screen.getByText('1 d 01:01:02');
    expect(time.getAttribute('datetime')).toBe('P1DT1H1M2S');
  });

  it('counts within a day without days, and stands at zero once over', () => {
    const { container, rerender } = renderWithIntl(
      <TimerLayer layer={layerOf('Timer', { endsAt: '2024-03-30T08:06:00Z' })} now={NOW} />,
    );
    expect(screen.getByText('00:00:53')).toBeTruthy();
    expect(layerRootOf(container).dataset.state).toBe('running');
    rerender(<TimerLayer layer={layerOf('Timer', { endsAt: '2024-03-30T08:00:00Z' })} now={NOW} />);
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(layerRootOf(container).dataset.state).toBe('over');
  });

  it('says when no end is set', () => {
    renderWithIntl(<TimerLayer layer={layerOf('Timer')} now={NOW} />);
    expect(screen.getByText('No end time set')).toBeTruthy();
  });

  it('rounds the seconds left up, so 00:00:00 means over', () => {
    expect(countdown(Date.parse('2024-03-30T08:00:00.500Z'), '2024-03-30T08:00:01Z')).toMatchObject({
      seconds: 1,
      isOver: false,
    });
    expect(countdown(0, 'not a date')).toBeNull();
  });
});
