import { CLOCK_TICK_MS, asTypedLayer, tickInterval, type LayerType, type TypedLayer } from '@screenplay/core/widgets';
import { useFeed, useForecast, useNow } from '@screenplay/hooks/layers';
import { LayerView, type LayerViewProps } from '../LayerView/LayerView';
import { accountIdOf, useFeedAccounts } from './useFeedAccounts';

/** Props of {@link DataLayerView}: `LayerView`'s, without the data (fetched here). */
export type DataLayerViewProps = Omit<LayerViewProps, 'data'>;

/** The view's props plus the layer read as its type (the layer itself is passed on untouched, for memoisation). */
type TypedProps<T extends LayerType> = DataLayerViewProps & { typed: Extract<TypedLayer, { itemType: T }> };

/** A weather layer with its location's forecast (fetched again when the location changes; null, i.e. 'n/a', offline). */
function WeatherLayerView({ typed, ...props }: TypedProps<'Weather'>) {
  const { locationId, dayCount, format } = typed.content;
  return <LayerView {...props} data={useForecast(locationId, { dayCount, format })} />;
}

/** A feed layer with its account's posts (refreshed every 5 minutes; null, the empty state, offline or unconnected). */
function FeedLayerView({ typed, ...props }: TypedProps<'Instagram' | 'Facebook'>) {
  const accountId = accountIdOf(useFeedAccounts(typed.itemType), typed.content.account);
  return <LayerView {...props} data={useFeed(typed.itemType, accountId)} />;
}

/** A clock, calendar or timer ticking on its own (core `tickInterval`; a timer every second). */
function TickingLayerView({ typed, ...props }: TypedProps<'Clock' | 'Calendar' | 'Timer'>) {
  const now = useNow(typed.itemType === 'Timer' ? CLOCK_TICK_MS : tickInterval(typed.itemType, typed.content.format));
  return <LayerView {...props} now={now} />;
}

/**
 * Any layer drawn by `LayerView` with the data it shows fetched through the layer data hooks: a weather layer its
 * forecast, an Instagram or Facebook layer its account's posts (the layer names the account by username), a time
 * widget ticking by itself when no `now` is given. Needs a `LayerDataProvider` (`@screenplay/hooks/layers`) above it.
 * @example <DataLayerView layer={layer} />
 */
export function DataLayerView(props: DataLayerViewProps) {
  const typed = asTypedLayer(props.layer);
  switch (typed?.itemType) {
    case 'Weather':
      return <WeatherLayerView {...props} typed={typed} />;
    case 'Instagram':
    case 'Facebook':
      return <FeedLayerView {...props} typed={typed} />;
    case 'Clock':
    case 'Calendar':
    case 'Timer':
      return props.now ? <LayerView {...props} /> : <TickingLayerView {...props} typed={typed} />;
    default:
      return <LayerView {...props} />;
  }
}
