import { act, render, screen } from '@testing-library/react';
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { useValue } from './useValue';

/** Shows a signal's value read through `useValue`, reporting each of its renders. */
function Reader<T>(props: { source: ReadonlySignal<T>; show: (value: T) => string; onRender: () => void }) {
  props.onRender();
  return <p>{props.show(useValue(props.source))}</p>;
}

describe('useValue', () => {
  it('re-renders a component only when the signal it reads changes', () => {
    const $title = signal('Lobby');
    const $other = signal(0);
    const renders = { title: 0, other: 0 };
    render(
      <>
        <Reader source={$title} show={String} onRender={() => renders.title++} />
        <Reader source={$other} show={(count) => `count ${count}`} onRender={() => renders.other++} />
      </>,
    );
    expect(renders).toEqual({ title: 1, other: 1 });

    act(() => {
      $other.value = 1;
    });
    expect(screen.getByText('count 1')).toBeTruthy();
    expect(renders).toEqual({ title: 1, other: 2 });

    act(() => {
      $title.value = 'Entrance';
    });
    expect(screen.getByText('Entrance')).toBeTruthy();
    expect(renders).toEqual({ title: 2, other: 2 });
  });

  it('follows a computed and skips renders when its value stays the same', () => {
    const $count = signal(1);
    const $isEven = computed(() => $count.value % 2 === 0);
    let renders = 0;
    render(<Reader source={$isEven} show={(even) => (even ? 'even' : 'odd')} onRender={() => renders++} />);
    act(() => {
      $count.value = 3;
    });
    expect(renders).toBe(1);
    act(() => {
      $count.value = 4;
    });
    expect(screen.getByText('even')).toBeTruthy();
    expect(renders).toBe(2);
  });

  it('stops listening after unmount', () => {
    const $value = signal('a');
    let renders = 0;
    const { unmount } = render(<Reader source={$value} show={String} onRender={() => renders++} />);
    unmount();
    act(() => {
      $value.value = 'b';
    });
    expect(renders).toBe(1);
  });
});
