import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_GUARD_ATTRIBUTE, useNavigationGuard } from './useNavigationGuard';

function Guarded({ isDirty, ask }: { isDirty: () => boolean; ask: () => Promise<boolean> }) {
  useNavigationGuard(isDirty, ask);
  return (
    <>
      <a href="/elsewhere">Elsewhere</a>
      <a href="/back" {...{ [LEAVE_GUARD_ATTRIBUTE]: '' }}>
        Back
      </a>
    </>
  );
}

/** A click as a router link sees it: whether the page's own handler still ran and what it found. */
function clickSeen(link: HTMLElement): { reached: boolean; prevented: boolean } {
  const seen = { reached: false, prevented: false };
  const onClick = (event: MouseEvent) => {
    seen.reached = true;
    seen.prevented = event.defaultPrevented;
    event.preventDefault(); // a router navigates itself; jsdom must not try
  };
  document.body.addEventListener('click', onClick);
  fireEvent.click(link);
  document.body.removeEventListener('click', onClick);
  return seen;
}

describe('useNavigationGuard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks the browser before a reload or a closed tab only while there is unsaved work', () => {
    let isDirty = true;
    render(<Guarded isDirty={() => isDirty} ask={async () => true} />);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    isDirty = false;
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('stops a link of the page, asks, and follows it once the user agrees; a refusal stays', async () => {
    let answer = false;
    const ask = vi.fn(async () => answer);
    const { getByText } = render(<Guarded isDirty={() => true} ask={ask} />);
    expect(clickSeen(getByText('Elsewhere'))).toEqual({ reached: false, prevented: false });
    await act(async () => undefined);
    expect(ask).toHaveBeenCalledTimes(1);

    answer = true;
    const seen = { reached: false };
    const router = (event: MouseEvent) => {
      seen.reached = true;
      event.preventDefault();
    };
    document.body.addEventListener('click', router);
    fireEvent.click(getByText('Elsewhere'));
    await act(async () => undefined);
    document.body.removeEventListener('click', router);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(seen.reached).toBe(true); // clicked again for the router once agreed
  });

  it('leaves links that ask themselves, and every link when nothing is unsaved, alone', () => {
    const ask = vi.fn(async () => true);
    const { getByText, rerender } = render(<Guarded isDirty={() => true} ask={ask} />);
    expect(clickSeen(getByText('Back')).reached).toBe(true);
    rerender(<Guarded isDirty={() => false} ask={ask} />);
    expect(clickSeen(getByText('Elsewhere'))).toEqual({ reached: true, prevented: false });
    expect(ask).not.toHaveBeenCalled();
  });

  it("puts the address back on the browser's back, and goes back once the user agrees", async () => {
    window.history.replaceState(null, '', '/editor');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    let answer = false;
    const ask = vi.fn(async () => answer);
    render(<Guarded isDirty={() => true} ask={ask} />);
    window.history.pushState(null, '', '/scenes'); // as the browser's back changes the address first
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.pathname).toBe('/editor');
    await act(async () => undefined);
    expect(back).not.toHaveBeenCalled();
    answer = true;
    window.dispatchEvent(new PopStateEvent('popstate'));
    await act(async () => undefined);
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('stops a back or forward before the address changes where the Navigation API is, and goes once agreed', async () => {
    const target = new EventTarget();
    const traverseTo = vi.fn();
    const navigation = Object.assign(target, { traverseTo });
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    let answer = false;
    const ask = vi.fn(async () => answer);
    const { unmount } = render(<Guarded isDirty={() => true} ask={ask} />);
    const traverse = () =>
      Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { key: 'previous' },
      });
    const first = traverse();
    navigation.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await act(async () => undefined);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(traverseTo).not.toHaveBeenCalled();
    answer = true;
    navigation.dispatchEvent(traverse());
    await act(async () => undefined);
    expect(traverseTo).toHaveBeenCalledWith('previous');
    // A push (a link, a form) is not a traversal: left to the click guard.
    const push = Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'push' });
    navigation.dispatchEvent(push);
    expect(push.defaultPrevented).toBe(false);
    unmount();
    Reflect.deleteProperty(window, 'navigation');
  });
});
