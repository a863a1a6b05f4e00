import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, renderAt } from '../../test/library.fixtures';
import { ScreenshotsSection } from './ScreenshotsSection';
import { screenDetailsCalls } from '@screenplay/hooks/screens';
import { screenDto } from '../../test/screenDetails.fixtures';
import { applyScreensMessage } from './useScreenRecord';
import { placeFirst } from './useScreenshots';

const OLD = { uri: '/api/v1/screenshots/1?signature=a', takenAt: '2026-11-24T08:00:00.000Z' };
const NEW = { uri: '/api/v1/screenshots/2?signature=b', takenAt: '2026-11-24T09:00:00.000Z' };
const LATER = { uri: '/api/v1/screenshots/3?signature=c', takenAt: '2026-11-24T09:05:00.000Z' };

function setup(take: unknown) {
  let takes = 0;
  // The first take answers `take`; a second one the later screenshot.
  const answer = () => (takes++ === 0 ? take : LATER);
  const fake = fakeApi({
    'post screensyncs/5/screenshot/sos': [OLD],
    'post screensyncs/5/screenshot/sos/take': answer,
  });
  const view = renderAt(
    '/screens/proof_of_play/5',
    <ScreenshotsSection screen={screenDto()} calls={screenDetailsCalls(fake.api, 5)} />,
    fake.api,
  );
  return { ...fake, ...view };
}

describe('proof of play screenshots (spec accounts §4, §9)', () => {
  it("lists today's archive in the screen's zone, then puts a taken screenshot first", async () => {
    const { calls } = setup(NEW);
    await screen.findByRole('img', { name: /Screenshot of Lobby taken/ });
    const archive = calls.find((call) => call.url === 'screensyncs/5/screenshot/sos');
    const body = archive?.body as { since: string; until: string };
    expect(body.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.until).toBe(body.since);
    fireEvent.click(screen.getByRole('button', { name: 'Take screenshot' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([NEW.uri, OLD.uri]);
    expect(calls.find((call) => call.url.endsWith('/take'))?.body).toEqual({ duration: 20, step: 20 });
    // A second one goes on top; the first stays below it.
    fireEvent.click(screen.getByRole('button', { name: 'Take screenshot' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([LATER.uri, NEW.uri, OLD.uri]);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-state'))).toEqual([
      'current',
      null,
      null,
    ]);
  });

  it("answers an offline device with 'Not available. Device is offline'", async () => {
    setup(apiError(409, 'Not available. Device is offline', 'proofOfPlay.deviceOffline'));
    fireEvent.click(await screen.findByRole('button', { name: 'Take screenshot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not available. Device is offline');
  });

  it("answers a window that ended with 'Something went wrong. Please try again'", async () => {
    setup(apiError(504, 'Something went wrong. Please try again', 'proofOfPlay.screenshotError'));
    fireEvent.click(await screen.findByRole('button', { name: 'Take screenshot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again');
  });

  it('refuses a from day after the till day', async () => {
    const { calls } = setup(NEW);
    await screen.findByRole('img');
    fireEvent.change(screen.getByLabelText('From day'), { target: { value: '25/11/2026' } });
    fireEvent.change(screen.getByLabelText('Till day'), { target: { value: '24/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The from day must not be after the till day');
    expect(calls.filter((call) => call.url === 'screensyncs/5/screenshot/sos')).toHaveLength(1);
  });

  it('refuses more than 31 days at a time, as the server does', async () => {
    const { calls } = setup(NEW);
    await screen.findByRole('img');
    fireEvent.change(screen.getByLabelText('From day'), { target: { value: '01/10/2026' } });
    fireEvent.change(screen.getByLabelText('Till day'), { target: { value: '01/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The archive can be listed for at most 31 days at a time.');
    fireEvent.change(screen.getByLabelText('Till day'), { target: { value: '31/10/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.filter((call) => call.url === 'screensyncs/5/screenshot/sos')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ since: '2026-10-01', until: '2026-10-31' });
  });

  it('places a screenshot first once, even when the archive holds it too', () => {
    expect(placeFirst(NEW, [NEW, OLD])).toEqual([NEW, OLD]);
  });
});

describe('the screen record on customer:{id}:screens', () => {
  const lobby = screenDto();
  it('takes a new screen, a status and a removal of its own screen only', () => {
    expect(applyScreensMessage(lobby, { name: 'screen', data: { ...lobby, volume: 70 } })?.volume).toBe(70);
    expect(applyScreensMessage(lobby, { name: 'screen', data: { ...lobby, id: 6, volume: 70 } })).toBe(lobby);
    const aliveAt = '2026-11-24T09:00:00.000Z';
    const status = applyScreensMessage(lobby, {
      name: 'status',
      data: { id: 5, aliveAt, contentVersion: 'New available', syncs: [] },
    });
    expect(status).toMatchObject({ aliveAt, contentVersion: 'New available', volume: 40 });
    expect(applyScreensMessage(lobby, { name: 'removed', data: { id: 6 } })).toBe(lobby);
    expect(applyScreensMessage(lobby, { name: 'removed', data: { id: 5 } })).toBeNull();
  });
});
