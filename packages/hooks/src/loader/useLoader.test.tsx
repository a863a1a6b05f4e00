import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoader, type LoaderState } from './useLoader';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Probe({
  id,
  load,
  onError,
  seen,
  keepPreviousData = false,
}: {
  id: string;
  load: (id: string) => Promise<string>;
  onError?: (error: unknown) => void;
  seen?: (state: LoaderState<string>) => void;
  keepPreviousData?: boolean;
}) {
  const state = useLoader(() => load(id), [id], onError ? { onError, keepPreviousData } : { keepPreviousData });
  seen?.(state);
  return (
    <p>
      {state.status}:{state.data ?? '-'}
      <button type="button" onClick={state.reload}>
        reload
      </button>
    </p>
  );
}

describe('useLoader', () => {
  afterEach(cleanup);

  it('is loading, then ready with the data', async () => {
    const answer = deferred<string>();
    render(<Probe id="1" load={() => answer.promise} />);
    expect(screen.getByText('loading:-')).toBeTruthy();
    await act(async () => answer.resolve('Lobby'));
    expect(screen.getByText('ready:Lobby')).toBeTruthy();
  });

  it('drops the answer of a load whose dependencies changed, even when it arrives last', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const load = (id: string) => answers[id]?.promise ?? Promise.reject(new Error(id));
    const { rerender } = render(<Probe id="a" load={load} />);
    rerender(<Probe id="b" load={load} />);
    await act(async () => answers.b?.resolve('second'));
    await act(async () => answers.a?.resolve('first, but late'));
    expect(screen.getByText('ready:second')).toBeTruthy();
  });

  it("forgets one record's data when the dependencies name another, unless asked to keep it", async () => {
    const load = (id: string) => (id === 'a' ? Promise.resolve('Lobby') : new Promise<string>(() => undefined));
    const { rerender } = render(<Probe id="a" load={load} />);
    await act(async () => undefined);
    rerender(<Probe id="b" load={load} />);
    expect(screen.getByText('loading:-')).toBeTruthy();
    cleanup();
    const kept = render(<Probe id="a" load={load} keepPreviousData />);
    await act(async () => undefined);
    kept.rerender(<Probe id="b" load={load} keepPreviousData />);
    expect(screen.getByText('loading:Lobby')).toBeTruthy();
  });

  it('reports a failure once, to onError, and keeps the last data', async () => {
    let attempt = 0;
    const load = () => (++attempt === 1 ? Promise.resolve('kept') : Promise.reject(new Error('offline')));
    const onError = vi.fn();
    const states: LoaderState<string>[] = [];
    render(<Probe id="1" load={load} onError={onError} seen={(state) => states.push(state)} />);
    await act(async () => undefined);
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(screen.getByText('error:kept')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.error).toEqual(new Error('offline'));
  });

  it('ignores an answer that arrives after the component left', async () => {
    const answer = deferred<string>();
    const onError = vi.fn();
    const { unmount } = render(<Probe id="1" load={() => answer.promise} onError={onError} />);
    unmount();
    await act(async () => answer.reject(new Error('late')));
    expect(onError).not.toHaveBeenCalled();
  });
});
