import { createAnatomy } from '../internal/anatomy';

/** The `text-field` scope's parts, states and theme tokens: what a theme may style. */
export const textFieldAnatomy = createAnatomy('text-field')
  .parts('control', 'root', 'label', 'description', 'error', 'input', 'reveal')
  .withStates('invalid', 'valid')
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
