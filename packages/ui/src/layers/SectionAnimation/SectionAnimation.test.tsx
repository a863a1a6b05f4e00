import { SECTION_ANIMATION_IDS, SECTION_ANIMATION_MS } from '@screenplay/core';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_ANIMATION_KEYFRAMES, SectionAnimation } from './SectionAnimation';

let reduced = false;
const animate = vi.fn(() => ({ cancel: vi.fn() }) as unknown as Animation);

beforeEach(() => {
  reduced = false;
  animate.mockClear();
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  vi.unstubAllGlobals();
});

describe('SectionAnimation', () => {
  it('has keyframes for every offered animation but none', () => {
    expect(Object.keys(SECTION_ANIMATION_KEYFRAMES).sort()).toEqual(
      SECTION_ANIMATION_IDS.filter((id) => id !== 'none').sort(),
    );
  });

  it('plays the entrance when it appears and again each time the played item changes', () => {
    const view = render(
      <SectionAnimation animation="fade" playKey={1}>
        <p>item</p>
      </SectionAnimation>,
    );
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledWith(SECTION_ANIMATION_KEYFRAMES.fade, {
      duration: SECTION_ANIMATION_MS,
      easing: 'ease-out',
    });
    view.rerender(<SectionAnimation animation="fade" playKey={1} />);
    expect(animate).toHaveBeenCalledTimes(1);
    view.rerender(<SectionAnimation animation="fade" playKey={2} />);
    expect(animate).toHaveBeenCalledTimes(2);
    const content = view.container.querySelector<HTMLElement>('[data-part="content"]');
    expect(content?.dataset.animation).toBe('fade');
  });

  it('moves nothing without an animation, for an unknown one, or when motion is reduced', () => {
    render(<SectionAnimation animation={null} playKey={1} />);
    render(<SectionAnimation animation="spin" playKey={1} />);
    reduced = true;
    const view = render(<SectionAnimation animation="zoom" playKey={1} />);
    expect(animate).not.toHaveBeenCalled();
    expect(view.container.querySelector<HTMLElement>('[data-part="content"]')?.dataset.animation).toBe('zoom');
  });
});
