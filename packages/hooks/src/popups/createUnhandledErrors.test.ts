import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createPopupStore } from './createPopupStore';
import { createUnhandledErrors } from './createUnhandledErrors';

function setup() {
  const popups = createPopupStore();
  const reload = vi.fn();
  const report = vi.fn();
  const unhandled = createUnhandledErrors({ popups, message: () => 'Something went wrong', reload, report });
  const target = new EventTarget() as unknown as Window;
  const stop = unhandled.listen(target);
  const fire = (event: Event) => target.dispatchEvent(event);
  const errorEvent = (error: unknown, message = 'boom') =>
    Object.assign(new Event('error', { cancelable: true }), { error, message }) as ErrorEvent;
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason }) as PromiseRejectionEvent;
  const okay = async () => {
    const dialog = popups.$popups.value[0];
    if (!dialog) throw new Error('no dialog');
    popups.resolve(dialog.id, 'confirm');
    await Promise.resolve();
  };
  return { popups, reload, report, unhandled, fire, errorEvent, rejection, okay, stop };
}

describe('createUnhandledErrors (spec authoring §4: an unhandled error shows the error dialog and reloads)', () => {
  it("shows 'Something went wrong' with OK for a window error, and reloads only when it is answered", async () => {
    const { popups, reload, report, fire, errorEvent, okay } = setup();
    const error = new TypeError('x is undefined');
    fire(errorEvent(error));
    expect(popups.$popups.value).toEqual([
      expect.objectContaining({ kind: 'message', message: 'Something went wrong', confirmLabelKey: 'common.ok' }),
    ]);
    expect(report).toHaveBeenCalledWith(error);
    expect(reload).not.toHaveBeenCalled();
    await okay();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows it for an unhandled rejection, once however many follow', () => {
    const { popups, report, fire, rejection } = setup();
    fire(rejection(new Error('first')));
    fire(rejection(new Error('second')));
    expect(popups.$popups.value).toHaveLength(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('leaves alone what is handled or expected: prevented events, API failures, platform refusals, foreign scripts', () => {
    const { popups, report, fire, errorEvent, rejection } = setup();
    const handled = rejection(new Error('handled'));
    handled.preventDefault();
    fire(handled);
    fire(rejection(new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'Server Error' })));
    fire(rejection(new DOMException('The play() request was interrupted', 'AbortError')));
    fire(errorEvent(null, 'Script error.'));
    fire(errorEvent(null, 'ResizeObserver loop completed with undelivered notifications.'));
    expect(popups.$popups.value).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const { popups, fire, rejection, stop } = setup();
    stop();
    fire(rejection(new Error('late')));
    expect(popups.$popups.value).toEqual([]);
  });
});
