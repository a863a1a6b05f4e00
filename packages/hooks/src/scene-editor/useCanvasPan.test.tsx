import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanvasPan } from './createCanvasPan';
import { useCanvasPan } from './useCanvasPan';

/** What the harness saw: the hook's pan, its renders and the pointer-downs that reached a section. */
interface Seen {
  pan: CanvasPan | null;
  renders: number;
  sectionDowns: number;
}

/** A viewport with one section and one text field, panned by `useCanvasPan`, recording into `seen`. */
function Harness({ seen }: { seen: Seen }) {
  const viewport = useRef<HTMLDivElement>(null);
  seen.pan = useCanvasPan(viewport);
  seen.renders += 1;
  return (
    <div ref={viewport} data-testid="viewport">
      <div
        data-testid="section"
        onPointerDown={() => {
          seen.sectionDowns += 1;
        }}
      />
      <input aria-label="Name" />
    </div>
  );
}

function setup() {
  const seen: Seen = { pan: null, renders: 0, sectionDowns: 0 };
  const view = render(<Harness seen={seen} />);
  const viewport = view.getByTestId('viewport');
  const section = view.getByTestId('section');
  const pointer = (type: string, target: Element, x: number, y: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }),
    );
  return { seen, view, viewport, section, pointer };
}

describe('useCanvasPan', () => {
  afterEach(cleanup);

  it('pans in drag mode by writing the viewport CSS variables, with no re-render per move and no section gesture', () => {
    const { seen, viewport, section, pointer } = setup();
    expect(viewport.dataset.mouseMode).toBe('select');
    pointer('pointerdown', section, 10, 10);
    expect(seen.sectionDowns).toBe(1);

    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h' })));
    expect(viewport.dataset.mouseMode).toBe('drag');
    const renders = seen.renders;
    pointer('pointerdown', section, 100, 100);
    for (let i = 1; i <= 10; i += 1) pointer('pointermove', viewport, 100 + i * 5, 100 - i * 2);
    pointer('pointerup', viewport, 150, 80);
    expect(seen.sectionDowns).toBe(1);
    expect(viewport.style.getPropertyValue('--sp-pan-x')).toBe('50px');
    expect(viewport.style.getPropertyValue('--sp-pan-y')).toBe('-20px');
    expect(seen.renders).toBe(renders);
  });

  it('pans while Space is held outside text fields, and not when Space is typed into one', () => {
    const { view, viewport } = setup();
    act(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(viewport.dataset.mouseMode).toBe('drag');
    act(() => document.body.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true })));
    expect(viewport.dataset.mouseMode).toBe('select');

    const input = view.getByRole('textbox', { name: 'Name' });
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(viewport.dataset.mouseMode).toBe('select');
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true })));
    expect(viewport.dataset.mouseMode).toBe('select');
  });
});
