import { LayerView, type LayerViewProps } from '../LayerView/LayerView';
import { layerWithDefaults } from '../registry/createLayerRegistry';
import { useLayerRegistry } from '../registry/LayerRegistryProvider';

/** Props of {@link DataLayerView}: `LayerView`'s, without the data (fetched here). */
export type DataLayerViewProps = Omit<LayerViewProps, 'data'>;

/**
 * Any layer drawn by `LayerView` with what it shows fetched by its type's `Data` (layer registry): a weather layer
 * its forecast, an Instagram or Facebook layer its account's posts (the layer names the account by username), a
 * time widget ticking by itself when no `now` is given. Needs a `LayerDataProvider` (`@screenplay/hooks/layers`)
 * above it for the built-in types that fetch.
 * @example <DataLayerView layer={layer} />
 */
export function DataLayerView(props: DataLayerViewProps) {
  const definition = useLayerRegistry().get(props.layer.itemType);
  const Data = definition?.Data;
  if (!(definition && Data)) return <LayerView {...props} />;
  return (
    <Data
      layer={layerWithDefaults(definition, props.layer)}
      now={props.now}
      render={(result) => <LayerView {...props} {...result} />}
    />
  );
}
