import { act, render, screen } from '@testing-library/react';
import { computed, signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { useValue } from './useValue';

describe('useValue', () => {
  it('re-renders a component only when the signal it reads changes', () => {
    const $title = signal('Lobby');
    const $other = signal(0);
    const renders = { title: 0, other: 0 };
    function Title() {
      renders.title++;
      return <p>{useValue($title)}</p>;
    }
    function Other() {
      renders.other++;
      return <p>count {useValue($other)}</p>;
    }
    render(
      <>
        <Title />
        <Other />
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
    function Parity() {
      renders++;
      return <p>{useValue($isEven) ? 'even' : 'odd'}</p>;
    }
    render(<Parity />);
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
    function Reader() {
      renders++;
      return <p>{useValue($value)}</p>;
    }
    const { unmount } = render(<Reader />);
    unmount();
    act(() => {
      $value.value = 'b';
    });
    expect(renders).toBe(1);
  });
});
