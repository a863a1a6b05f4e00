import { describe, expect, it } from 'vitest';
import { createAnatomy } from './anatomy';

describe('createAnatomy', () => {
  const dialog = createAnatomy('dialog')
    .parts('trigger', 'content')
    .withStates('open', 'closed')
    .withTokens('--sp-color-surface');

  it('gives each part the data-scope/data-part attributes and selector a theme styles', () => {
    expect(dialog.attrs('content')).toEqual({ 'data-scope': 'dialog', 'data-part': 'content' });
    expect(dialog.selector('trigger')).toBe('[data-scope="dialog"][data-part="trigger"]');
    expect(dialog.build().trigger.attrs['data-part']).toBe('trigger');
  });

  it('lists scope, parts, states and tokens once each, in declaration order', () => {
    const extended = dialog.extend('title', 'content').withStates('open');
    expect(extended.scope).toBe('dialog');
    expect(extended.parts).toEqual(['trigger', 'content', 'title']);
    expect(extended.states).toEqual(['open', 'closed']);
    expect(extended.tokens).toEqual(['--sp-color-surface']);
  });

  it('rejects a scope that is not kebab-case', () => {
    expect(() => createAnatomy('Dialog')).toThrow(/kebab-case/);
  });
});
