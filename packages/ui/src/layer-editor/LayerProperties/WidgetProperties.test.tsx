import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layerFixture } from '../test/layerEditor.fixtures';
import { check, choose, pickColor, renderProperties, typeInto } from '../test/properties.helpers';
import { fromLocalInput, toLocalInput } from './TimeProperties';

describe('LayerProperties of widgets and shapes', () => {
  it('Clock: locale, time zone and format', () => {
    const { content } = renderProperties(layerFixture(1, 'Clock'));
    typeInto('Language and region', 'nb-NO', 'textbox');
    typeInto('Time zone', 'Europe/Oslo', 'combobox');
    choose('Format', 'medium');
    expect(content()).toMatchObject({ locale: 'nb-NO', timezone: 'Europe/Oslo', format: 'medium' });
  });

  it('Clock: refuses an unknown time zone with a message, and takes an empty one as the screen’s own', () => {
    const { content } = renderProperties(layerFixture(1, 'Clock', {}, { timezone: 'Europe/Oslo' }));
    typeInto('Time zone', 'Mars/Olympus', 'combobox');
    expect(screen.getByRole('alert').textContent).toBe('Unknown time zone');
    expect(content().timezone).toBe('Europe/Oslo');
    typeInto('Time zone', '', 'combobox');
    expect(content().timezone).toBe('');
  });

  it('Calendar: locale, time zone, Long or short, weekday', () => {
    const { content } = renderProperties(layerFixture(1, 'Calendar'));
    typeInto('Language and region', 'de-DE', 'textbox');
    typeInto('Time zone', 'Europe/Berlin', 'combobox');
    choose('Format', 'short');
    check('Show the weekday');
    expect(content()).toMatchObject({ locale: 'de-DE', timezone: 'Europe/Berlin', format: 'short', weekday: false });
  });

  it('Timer: the end time, typed en-GB in the browser’s time zone', () => {
    const { content } = renderProperties(layerFixture(1, 'Timer'));
    const input = screen.getByLabelText('Ends at') as HTMLInputElement;
    act(() => {
      fireEvent.change(input, { target: { value: '17/05/2030 12:30' } });
    });
    expect(content().endsAt).toBe(new Date('2030-05-17T12:30').toISOString());
    expect(input.value).toBe('17/05/2030 12:30');
    expect(toLocalInput(fromLocalInput('2030-01-02T03:04'))).toBe('2030-01-02T03:04');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('junk')).toBe('');
  });

  it('Rectangle: fill, stroke, opacities, stroke width and corner radius', () => {
    const { content } = renderProperties(layerFixture(1, 'Rectangle'));
    pickColor(/^Fill:/, '#00ff00');
    typeInto('Fill opacity (%)', '50');
    pickColor(/^Stroke:/, '#0000ff');
    typeInto('Stroke opacity (%)', '25');
    typeInto('Stroke width', '4');
    typeInto('Opacity (%)', '90');
    typeInto('Corner radius', '8');
    expect(content()).toMatchObject({
      fill: 'rgba(0,255,0,1)',
      fillOpacity: 0.5,
      stroke: 'rgba(0,0,255,1)',
      strokeOpacity: 0.25,
      strokeWidth: 4,
      opacity: 0.9,
      cornerRadius: 8,
    });
  });

  it.each(['Circle', 'Ellipse'] as const)('%s: the shape fields without a corner radius', (itemType) => {
    const { content } = renderProperties(layerFixture(1, itemType));
    expect(screen.queryByRole('spinbutton', { name: 'Corner radius' })).toBeNull();
    typeInto('Stroke width', '3');
    expect(content().strokeWidth).toBe(3);
  });

  it('Weather: searches a place and takes its id as the location, naming an empty caption', async () => {
    const searchLocations = vi.fn().mockResolvedValue([
      { id: '59.91273,10.74609', name: 'Oslo', admin1: 'Oslo', country: 'Norway' },
      { id: '43.5,-80.3', name: 'Oslo', country: 'Canada' },
    ]);
    const { content } = renderProperties(layerFixture(1, 'Weather'), { searchLocations });
    expect(screen.getByText('No location chosen')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for a place' }), { target: { value: ' Oslo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Oslo, Oslo, Norway' })).toBeTruthy());
    expect(searchLocations).toHaveBeenCalledWith('Oslo');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Oslo, Oslo, Norway' }));
    });
    expect(content()).toMatchObject({ locationId: '59.91273,10.74609', caption: 'Oslo' });
    expect(screen.getByText('Location: Oslo')).toBeTruthy();
  });

  it('Weather: says when no place is found', async () => {
    renderProperties(layerFixture(1, 'Weather'), { searchLocations: vi.fn().mockResolvedValue([]) });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for a place' }), { target: { value: 'Nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('No places found')).toBeTruthy());
  });

  it('Weather: language and region, caption, show caption, Fahrenheit, days, fill and fill opacity', () => {
    const { content } = renderProperties(layerFixture(1, 'Weather'));
    typeInto('Language and region', ' fr-FR ', 'textbox');
    typeInto('Caption', 'Head office', 'textbox');
    check('Show the caption');
    check('Fahrenheit', 'radio');
    typeInto('Days', '99');
    pickColor(/^Fill:/, '#112233');
    typeInto('Fill opacity (%)', '70');
    expect(content()).toMatchObject({
      locale: 'fr-FR',
      caption: 'Head office',
      showCaption: false,
      format: 'Fahrenheit',
      dayCount: 10,
      fill: 'rgba(17,34,51,1)',
      fillOpacity: 0.7,
    });
  });

  it.each(['Instagram', 'Facebook'] as const)(
    '%s: account from the connected ones, rows, columns, caption and its background',
    (itemType) => {
      const { content } = renderProperties(layerFixture(1, itemType), { accounts: { [itemType]: ['brand', 'shop'] } });
      choose('Account', 'shop');
      typeInto('Rows', '1');
      typeInto('Columns', '4');
      check('Show the caption');
      pickColor(/^Caption background/, '#000000');
      expect(content()).toMatchObject({
        account: 'shop',
        rows: 1,
        columns: 4,
        showCaption: false,
        captionBackground: 'rgba(0,0,0,0.5)',
      });
      choose('Account', '');
      expect(content().account).toBeNull();
    },
  );
});
