import { createAnatomy } from '../../internal/anatomy';

/** The `folder-tree` scope's parts, states and theme tokens: what a theme may style. */
export const folderTreeAnatomy = createAnatomy('folder-tree')
  .parts(
    'root',
    'tree',
    'error',
    'actions',
    'rename-button',
    'delete-button',
    'new-folder',
    'new-folder-label',
    'new-folder-input',
    'hint',
    'create',
    'row',
    'toggle',
    'label',
    'rename',
  )
  .withStates('selected', 'leaf', 'expanded')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface-hover',
    '--sp-duration',
    '--sp-folder-depth',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
