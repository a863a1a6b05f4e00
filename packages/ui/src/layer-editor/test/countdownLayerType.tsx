import type { LayerContent } from '@screenplay/core';
import { defineLayerType } from '../../layers/registry/createLayerRegistry';
import { useLayerText } from '../../layers/registry/LayerRegistryProvider';
import type { LayerTypePanelProps, LayerTypeViewProps } from '../../layers/registry/layerRegistry.types';

/** A host's own layer type in tests: a countdown to a day, with a title. */
export type CountdownContent = LayerContent & { title: string; days: number };

function CountdownView({ layer }: LayerTypeViewProps<CountdownContent>) {
  const text = useLayerText();
  const { left, top, width, height } = layer.content;
  return (
    <div data-scope="layer" data-part="countdown" style={{ position: 'absolute', left, top, width, height }}>
      {text('countdown.days', { title: layer.content.title, days: layer.content.days })}
    </div>
  );
}

function CountdownProperties({ editor, layer }: LayerTypePanelProps<CountdownContent>) {
  const text = useLayerText();
  return (
    <label>
      {text('countdown.title')}
      <input
        value={layer.content.title}
        onChange={(event) => editor.updateContent(layer.id, { title: event.target.value })}
      />
    </label>
  );
}

function CountdownIcon() {
  return <svg data-part="countdown-icon" />;
}

/** The countdown's definition, registered by tests as a host app would. */
export const countdownLayerType = defineLayerType<CountdownContent>({
  itemType: 'Countdown',
  label: 'countdown.name',
  messages: { 'countdown.name': 'Countdown', 'countdown.title': 'Title', 'countdown.days': '{title} in {days} days' },
  defaults: (box) => ({ ...box, title: 'Launch', days: 10 }),
  library: { group: 'Countdown', order: 1000, size: [0.5, 0.5] },
  View: CountdownView,
  Properties: CountdownProperties,
  Icon: CountdownIcon,
});
