import type { Layer } from '@screenplay/core';
import { Component, type ReactNode } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';

interface LayerErrorBoundaryProps {
  layer: Layer;
  className?: string;
  children: ReactNode;
}

interface LayerErrorBoundaryState {
  hasError: boolean;
  /** The layer the state belongs to: a new one gets a new chance. */
  layer: Layer;
}

function BrokenLayer({ layer, className }: { layer: Layer; className?: string }) {
  const t = useText();
  return (
    <LayerPlaceholder
      layer={layer}
      label={t(M.broken, { type: layer.itemType })}
      state="broken"
      className={className}
    />
  );
}

/**
 * Keeps one malformed layer (content fields of the wrong kind from old or foreign data) from taking the
 * scene down: it shows a labelled placeholder instead, and tries again when the layer changes.
 */
export class LayerErrorBoundary extends Component<LayerErrorBoundaryProps, LayerErrorBoundaryState> {
  override state: LayerErrorBoundaryState = { hasError: false, layer: this.props.layer };

  static getDerivedStateFromProps(
    props: LayerErrorBoundaryProps,
    state: LayerErrorBoundaryState,
  ): LayerErrorBoundaryState | null {
    return props.layer === state.layer ? null : { hasError: false, layer: props.layer };
  }

  static getDerivedStateFromError(): Partial<LayerErrorBoundaryState> {
    return { hasError: true };
  }

  override render(): ReactNode {
    const { layer, className, children } = this.props;
    return this.state.hasError ? <BrokenLayer layer={layer} className={className} /> : children;
  }
}
