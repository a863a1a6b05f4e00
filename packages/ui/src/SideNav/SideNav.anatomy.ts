import { createAnatomy } from '../internal/anatomy';

/** The `sidenav` scope's parts, states and theme tokens: what a theme may style. */
export const sidenavAnatomy = createAnatomy('sidenav')
  .parts(
    'root',
    'logo',
    'logo-mark',
    'logo-symbol',
    'logo-wordmark',
    'list',
    'icon',
    'label',
    'item',
    'toggle',
    'version',
    'link',
  )
  .withStates('data-state', 'active', 'collapsed', 'expanded')
  .withTokens(
    '--sp-font-size-lg',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-sidenav-accent',
    '--sp-sidenav-active',
    '--sp-sidenav-bg',
    '--sp-sidenav-fg',
    '--sp-sidenav-fg-muted',
    '--sp-sidenav-fg-strong',
    '--sp-sidenav-hover',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
