import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { marqueeDurationSeconds } from './marquee';
import { TextLayer } from './TextLayer';

/** Gives every element a measured size (happy-dom lays nothing out). */
function stubSize(property: 'offsetWidth' | 'offsetHeight', value: number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
  return () => Object.defineProperty(HTMLElement.prototype, property, original!);
}

function stubReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('marqueeDurationSeconds', () => {
  it('is the text size plus the box size over the speed in px/s, null without a speed', () => {
    expect(marqueeDurationSeconds(1600, 400, 100)).toBe(20);
    expect(marqueeDurationSeconds(0, 400, 50)).toBe(8);
    expect(marqueeDurationSeconds(1600, 400, 0)).toBeNull();
  });
});

describe('TextLayer', () => {
  it('stays text, in its font, size, line height, alignment and colour', () => {
    const layer = layerOf('Text', {
      text: 'Opening hours',
      fontFamily: 'Lato',
      fontSize: 36,
      lineHeight: 1.5,
      textAlign: 'center',
      color: 'rgba(255,0,0,1)',
    });
    const { container } = renderWithIntl(<TextLayer layer={layer} />);
    expect(screen.getByText('Opening hours')).toBeTruthy();
    const root = layerRootOf(container);
    expect(root.dataset.part).toBe('text');
    expect(root.getAttribute('role')).toBeNull();
    expect(root.style.fontFamily).toContain('Lato');
    expect(root.style.fontSize).toBe('36px');
    expect(root.style.lineHeight).toBe('1.5');
    expect(root.style.textAlign).toBe('center');
    expect(root.style.color).toBe('rgba(255, 0, 0, 1)');
  });

  it('takes the given text colour only when its content has none', () => {
    const { container } = renderWithIntl(<TextLayer layer={layerOf('Text', { text: 'Hi' })} textColor="#ffffff" />);
    expect(layerRootOf(container).style.color).toBe('#ffffff');
  });

  it.each([
    ['Top', 'flex-start'],
    ['Middle', 'center'],
    ['Bottom', 'flex-end'],
  ] as const)('aligns %s vertically', (verticalAlignment, justify) => {
    const { container } = renderWithIntl(<TextLayer layer={layerOf('Text', { text: 'x', verticalAlignment })} />);
    expect(layerRootOf(container).style.justifyContent).toBe(justify);
  });

  it('sets its text in columns with their gap', () => {
    const { container } = renderWithIntl(
      <TextLayer layer={layerOf('Text', { text: 'Soup\nSandwich', columnCount: 3, columnGap: 24 })} />,
    );
    const text = container.querySelector<HTMLElement>('[data-part="body"]')!;
    expect(text.style.getPropertyValue('column-count')).toBe('3');
    expect(text.style.getPropertyValue('column-gap')).toBe('24px');
  });

  it('scrolls left on one line: one pass is (text width + box width) / speed seconds', () => {
    const restore = stubSize('offsetWidth', 1600);
    try {
      const layer = layerOf('Text', { text: 'Free delivery', scrollDirection: 'Left', scrollSpeed: 100 });
      const { container } = renderWithIntl(<TextLayer layer={layer} />);
      expect(layerRootOf(container).dataset.direction).toBe('left');
      const marquee = container.querySelector<HTMLElement>('[data-part="marquee"]')!;
      expect(marquee.textContent).toBe('Free delivery');
      expect(marquee.style.whiteSpace).toBe('nowrap');
      expect(marquee.style.animation).toBe('sp-layer-marquee-left 20s linear infinite'); // (1600 + 400) / 100
      expect(marquee.style.getPropertyValue('--sp-layer-marquee-start')).toBe('400px');
    } finally {
      restore();
    }
  });

  it('scrolls up from the bottom over (text height + box height) / speed seconds', () => {
    const restore = stubSize('offsetHeight', 600);
    try {
      const layer = layerOf('Text', {
        text: 'News',
        scrollDirection: 'Top',
        scrollSpeed: 40,
        verticalAlignment: 'Bottom',
      });
      const { container } = renderWithIntl(<TextLayer layer={layer} />);
      const root = layerRootOf(container);
      expect(root.dataset.direction).toBe('top');
      expect(root.style.justifyContent).toBe('flex-start');
      const marquee = container.querySelector<HTMLElement>('[data-part="marquee"]')!;
      expect(marquee.style.animation).toBe('sp-layer-marquee-top 20s linear infinite'); // (600 + 200) / 40
      expect(marquee.style.getPropertyValue('--sp-layer-marquee-start')).toBe('200px');
    } finally {
      restore();
    }
  });

  it('stands still for a user who asked for reduced motion, and without a speed', () => {
    stubReducedMotion(true);
    const moving = layerOf('Text', { text: 'Ticker', scrollDirection: 'Left', scrollSpeed: 80 });
    const { container, unmount } = renderWithIntl(<TextLayer layer={moving} />);
    expect(container.querySelector('[data-part="marquee"]')).toBeNull();
    expect(layerRootOf(container).dataset.state).toBe('static');
    unmount();
    vi.restoreAllMocks();
    const still = renderWithIntl(
      <TextLayer layer={layerOf('Text', { text: 'Ticker', scrollDirection: 'Left', scrollSpeed: 0 })} />,
    );
    expect(still.container.querySelector('[data-part="marquee"]')).toBeNull();
  });
});
