import type { Rect, Section } from '@screenplay/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SceneCanvas } from './SceneCanvas';

function section(id: number, rect: Rect, name = `Section ${id}`): Section {
  return {
    id,
    name,
    ...rect,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(0,0,0,0.5)',
    order: id,
    parentId: null,
    markAsDeleted: false,
  };
}

const SCENE = { width: 1920, height: 1080 };

/** A tiny editor: keeps sections in state like the store does (only the changed section is replaced). */
function Editor({
  initial,
  onRender,
  onCommit,
  isGridVisible = false,
}: {
  initial: Section[];
  onRender: (id: number) => void;
  onCommit?: (id: number, rect: Rect) => void;
  isGridVisible?: boolean;
}) {
  const [sections, setSections] = useState(initial);
  const [selectedId, setSelectedId] = useState<number | null>(initial[0]?.id ?? null);
  return (
    <SceneCanvas
      label="Scene"
      scene={SCENE}
      sections={sections}
      selectedId={selectedId}
      onSelect={setSelectedId}
      zoom={0.5}
      isGridVisible={isGridVisible}
      showContent
      renderContent={(s) => {
        onRender(s.id);
        return s.name;
      }}
      onGeometryChange={(id, rect) => {
        onCommit?.(id, rect);
        setSections((current) => current.map((s) => (s.id === id ? { ...s, ...rect } : s)));
      }}
      onNudge={(id, dx, dy) =>
        setSections((current) => current.map((s) => (s.id === id ? { ...s, left: s.left + dx, top: s.top + dy } : s)))
      }
    />
  );
}

function drag(element: HTMLElement, dx: number, dy: number, steps = 5, init: { ctrlKey?: boolean } = {}) {
  const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse', ...init };
  fireEvent.pointerDown(element, { ...pointer, clientX: 100, clientY: 100 });
  for (let i = 1; i <= steps; i += 1) {
    fireEvent.pointerMove(element, { ...pointer, clientX: 100 + (dx * i) / steps, clientY: 100 + (dy * i) / steps });
  }
  fireEvent.pointerUp(element, { ...pointer, clientX: 100 + dx, clientY: 100 + dy, buttons: 0 });
}

describe('SceneCanvas', () => {
  it('lists the sections as options with the selected one marked', () => {
    renderWithIntl(
      <Editor
        initial={[
          section(1, { left: 0, top: 0, width: 640, height: 360 }),
          section(2, { left: 960, top: 0, width: 320, height: 180 }),
        ]}
        onRender={() => undefined}
      />,
    );
    expect(screen.getByRole('listbox', { name: 'Scene' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Section 1' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Section 2' }).getAttribute('aria-selected')).toBe('false');
  });

  it('dragging one section renders no other section, and commits once', () => {
    const sections = Array.from({ length: 50 }, (_, i) =>
      section(i + 1, { left: (i % 10) * 150, top: Math.floor(i / 10) * 150, width: 100, height: 100 }),
    );
    const renders = new Map<number, number>();
    const onCommit = vi.fn();
    renderWithIntl(
      <Editor initial={sections} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)} onCommit={onCommit} />,
    );
    renders.clear();

    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 37, 21, 10));

    expect(onCommit).toHaveBeenCalledTimes(1);
    const others = [...renders.entries()].filter(([id]) => id !== 1);
    expect(others).toEqual([]);
  });

  it('moves by the pointer delta divided by the zoom, and snaps within 4 screen pixels to another section', () => {
    const onCommit = vi.fn();
    const a = section(1, { left: 0, top: 0, width: 200, height: 200 });
    const b = section(2, { left: 500, top: 500, width: 200, height: 200 });
    renderWithIntl(<Editor initial={[a, b]} onRender={() => undefined} onCommit={onCommit} />);
    // 146 screen px at zoom 0.5 = 292 scene px: the right edge at 492 is 8 scene px (4 screen px)
    // from b's left edge at 500, so it snaps to 500 - 200 = 300.
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 146, 0));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 300, top: 0, width: 200, height: 200 });
  });

  it('does not snap 5 screen pixels away', () => {
    const onCommit = vi.fn();
    const a = section(1, { left: 0, top: 0, width: 200, height: 200 });
    const b = section(2, { left: 500, top: 500, width: 200, height: 200 });
    renderWithIntl(<Editor initial={[a, b]} onRender={() => undefined} onCommit={onCommit} />);
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 145, 0));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 290, top: 0, width: 200, height: 200 });
  });

  it('snaps to the 16 px grid when the grid is shown', () => {
    const onCommit = vi.fn();
    renderWithIntl(
      <Editor
        initial={[section(1, { left: 0, top: 0, width: 200, height: 200 })]}
        onRender={() => undefined}
        onCommit={onCommit}
        isGridVisible
      />,
    );
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 49, 0));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 96, top: 0, width: 200, height: 200 });
  });

  it('does not snap while Ctrl is held', () => {
    const onCommit = vi.fn();
    const a = section(1, { left: 0, top: 0, width: 200, height: 200 });
    const b = section(2, { left: 500, top: 500, width: 200, height: 200 });
    renderWithIntl(<Editor initial={[a, b]} onRender={() => undefined} onCommit={onCommit} />);
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 147, 0, 5, { ctrlKey: true }));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 294, top: 0, width: 200, height: 200 });
  });

  it('keeps a dragged section inside the scene', () => {
    const onCommit = vi.fn();
    renderWithIntl(
      <Editor
        initial={[section(1, { left: 1800, top: 0, width: 100, height: 100 })]}
        onRender={() => undefined}
        onCommit={onCommit}
      />,
    );
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 400, -50));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 1820, top: 0, width: 100, height: 100 });
  });

  it('nudges the focused section with the arrow keys, 10 px with Shift', () => {
    renderWithIntl(
      <Editor initial={[section(1, { left: 100, top: 100, width: 100, height: 100 })]} onRender={() => undefined} />,
    );
    const option = screen.getByRole('option', { name: 'Section 1' });
    fireEvent.keyDown(option, { key: 'ArrowRight' });
    fireEvent.keyDown(option, { key: 'ArrowDown', shiftKey: true });
    expect(option.style.left).toBe('101px');
    expect(option.style.top).toBe('110px');
  });

  it('shows 8 resize handles on the selected section only', () => {
    const { container } = renderWithIntl(
      <Editor
        initial={[
          section(1, { left: 0, top: 0, width: 100, height: 100 }),
          section(2, { left: 300, top: 0, width: 100, height: 100 }),
        ]}
        onRender={() => undefined}
      />,
    );
    expect(container.querySelectorAll('[data-section-id="1"] [data-part="handle"]')).toHaveLength(8);
    expect(container.querySelectorAll('[data-section-id="2"] [data-part="handle"]')).toHaveLength(0);
  });
});

describe('SceneCanvas resize handles', () => {
  it('resizes from the south-east handle without moving the section, keeping the ratio with Shift', () => {
    const onCommit = vi.fn();
    const { container } = renderWithIntl(
      <Editor
        initial={[section(1, { left: 100, top: 100, width: 300, height: 360 })]}
        onRender={() => undefined}
        onCommit={onCommit}
      />,
    );
    const handle = container.querySelector<HTMLElement>('[data-section-id="1"] [data-handle="se"]');
    if (!handle) throw new Error('no handle');
    const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse', shiftKey: true };
    act(() => {
      fireEvent.pointerDown(handle, { ...pointer, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(handle, { ...pointer, clientX: 70, clientY: 20 });
      fireEvent.pointerUp(handle, { ...pointer, clientX: 70, clientY: 20, buttons: 0 });
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    const [, rect] = onCommit.mock.calls[0] as [number, Rect];
    expect(rect.left).toBe(100);
    expect(rect.top).toBe(100);
    expect(rect.width).toBeGreaterThan(300);
    expect(rect.width / rect.height).toBeCloseTo(300 / 360, 9);
  });
});

describe('SceneCanvas content', () => {
  const props = {
    label: 'Scene',
    scene: SCENE,
    sections: [section(1, { left: 0, top: 0, width: 640, height: 360 }, 'Hero')],
    selectedId: null,
    zoom: 0.5,
    onSelect: () => undefined,
    onGeometryChange: () => undefined,
    renderContent: () => 'Welcome to Acme',
  };

  it("draws each section's content, hidden from assistive technology, under its name label; the name stays the option's", () => {
    const { container } = renderWithIntl(<SceneCanvas {...props} showContent />);
    const option = screen.getByRole('option', { name: 'Hero' });
    const content = option.querySelector('[data-part="section-content"]');
    expect(content?.textContent).toBe('Welcome to Acme');
    expect(content?.getAttribute('aria-hidden')).toBe('true');
    expect(option.querySelector('[data-part="section-label"]')?.textContent).toBe('Hero');
    expect(option.hasAttribute('aria-label')).toBe(false);
    expect(container.textContent).toContain('Welcome to Acme');
  });

  it('shows only the name label with the content preview off', () => {
    renderWithIntl(<SceneCanvas {...props} showContent={false} />);
    const option = screen.getByRole('option', { name: 'Hero' });
    expect(option.querySelector('[data-part="section-content"]')).toBeNull();
    expect(option.textContent).toBe('Hero');
  });
});
