import { WEATHER_MAX_DAYS, type TemperatureFormat } from '@screenplay/core/widgets';
import { useState, type FormEvent } from 'react';
import { Button } from '../../Button/Button';
import { TextField } from '../../TextField/TextField';
import { ColorField } from '../internal/ColorField';
import { CheckboxField, NumberField, PercentField, RadioField, TextInputField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps, type WeatherLocation } from './layerProperties.types';

/** A place as people read it: 'Oslo, Oslo, Norway'. */
const placeName = (place: WeatherLocation) => [place.name, place.admin1, place.country].filter(Boolean).join(', ');

/** The location search: a query, its places as buttons; choosing one sets the layer's location. */
function LocationSearch({
  search,
  onChoose,
}: {
  search: (query: string) => Promise<readonly WeatherLocation[]>;
  onChoose: (place: WeatherLocation) => void;
}) {
  const t = useText();
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<readonly WeatherLocation[] | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A failed search (too short, offline) is reported by the integrator's API client; the list stays as it was.
    const found = await search(query.trim()).catch(() => null);
    if (found) setPlaces(found);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element has a role only in browsers since 2023 and none in the role table the DOM tests query (aria-query); a form with role search is the search landmark everywhere
    <form data-part="location-search" role="search" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t(M.locationSearch)}
        name="locationSearch"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t(M.search)}
      </Button>
      {places && places.length === 0 ? <p data-part="empty">{t(M.noPlaces)}</p> : null}
      {places && places.length > 0 ? (
        <ul data-part="places" aria-label={t(M.places)}>
          {places.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                onClick={() => {
                  onChoose(place);
                  setPlaces(null);
                }}
              >
                {placeName(place)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/**
 * A Weather layer's fields (spec §3 "weather"): the location (searched with `searchLocations`), the language and
 * region its day names and numbers are written in (locale; issue 24: it had no field), caption, show caption, Celsius
 * or Fahrenheit, the number of days, fill and fill opacity. A chosen place names an empty caption.
 */
export function WeatherProperties(
  props: PanelProps<'Weather'> & { searchLocations?: (query: string) => Promise<readonly WeatherLocation[]> },
) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  return (
    <>
      <fieldset data-part="location">
        <legend>{t(M.location)}</legend>
        <p data-part="current">
          {c.locationId ? t(M.currentLocation, { location: c.caption || c.locationId }) : t(M.noLocation)}
        </p>
        {props.searchLocations ? (
          <LocationSearch
            search={props.searchLocations}
            onChoose={(place) => update({ locationId: place.id, caption: c.caption || place.name })}
          />
        ) : null}
      </fieldset>
      <TextInputField
        label={t(M.locale)}
        name="locale"
        value={c.locale}
        onCommit={(locale) => update({ locale: locale.trim() })}
      />
      <TextInputField
        label={t(M.caption)}
        name="caption"
        value={c.caption}
        onCommit={(caption) => update({ caption })}
      />
      <CheckboxField
        label={t(M.showCaption)}
        checked={c.showCaption}
        onChange={(showCaption) => update({ showCaption })}
      />
      <RadioField<TemperatureFormat>
        label={t(M.temperature)}
        value={c.format}
        options={[
          { value: 'Celsius', label: t(M.celsius) },
          { value: 'Fahrenheit', label: t(M.fahrenheit) },
        ]}
        onChange={(format) => update({ format })}
      />
      <NumberField
        label={t(M.dayCount)}
        name="dayCount"
        value={c.dayCount}
        min={1}
        max={WEATHER_MAX_DAYS}
        onCommit={(dayCount) => update({ dayCount })}
      />
      <ColorField label={t(M.fill)} value={c.fill} onChange={(fill) => update({ fill })} />
      <PercentField
        label={t(M.fillOpacity)}
        name="fillOpacity"
        value={c.fillOpacity}
        onCommit={(fillOpacity) => update({ fillOpacity })}
      />
    </>
  );
}
