import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { UploadDropZone, type UploadView } from './UploadDropZone';

const entry = (id: string, fileName: string, overrides: Partial<UploadView> = {}): UploadView => ({
  id,
  fileName,
  size: 2_048,
  progress: 0,
  status: 'uploading',
  messageKey: null,
  text: null,
  ...overrides,
});

describe('UploadDropZone', () => {
  it('hands dropped files over, and files chosen with the file button', () => {
    const onFiles = vi.fn();
    const { container } = renderWithIntl(<UploadDropZone uploads={[]} onFiles={onFiles} />);
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.mp4', { type: 'video/mp4' });
    const zone = container.querySelector('[data-part="dropzone"]') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [a, b] } });
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('over');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [a, b] } });
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([a, b]);
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('idle');

    const input = screen.getByLabelText('Choose files') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('image/svg+xml');
    expect(input.accept).toContain('video/x-msvideo');
    fireEvent.change(input, { target: { files: [a] } });
    expect(onFiles).toHaveBeenLastCalledWith([a]);
  });

  it('ignores drops that carry no files', () => {
    const onFiles = vi.fn();
    const { container } = renderWithIntl(<UploadDropZone uploads={[]} onFiles={onFiles} />);
    fireEvent.drop(container.querySelector('[data-part="dropzone"]') as HTMLElement, {
      dataTransfer: { types: ['text/plain'], files: [] },
    });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows one progress bar per file, named by its file name', () => {
    renderWithIntl(
      <UploadDropZone
        uploads={[
          entry('1', 'gradient.png', { progress: 0.4 }),
          entry('2', 'logo.png', { status: 'done', progress: 1 }),
        ]}
        onFiles={() => {}}
      />,
    );
    const first = screen.getByRole('progressbar', { name: 'gradient.png' }) as HTMLProgressElement;
    expect(first.value).toBeCloseTo(0.4);
    expect(screen.getByText('40%')).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'logo.png' }) as HTMLProgressElement).value).toBe(1);
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('shows a refused file with its message from the key, or the server text for an unknown key', () => {
    renderWithIntl(
      <UploadDropZone
        uploads={[
          entry('1', 'notes.txt', { status: 'refused', messageKey: 'dnd.invalidMediaFile' }),
          entry('2', 'clip.flv', { status: 'refused', messageKey: 'dnd.invalidVideoType' }),
          entry('3', 'huge.png', { status: 'failed', messageKey: 'media.somethingNew', text: 'Disk full' }),
        ]}
        onFiles={() => {}}
      />,
    );
    const alerts = screen.getAllByRole('alert').map((el) => el.textContent);
    expect(alerts).toEqual([
      'Invalid media file',
      'Invalid video type. Allowed types: 3gp, mp4, mpeg, ogg, mov, webm, m4v, asf, wmv, avi',
      'Disk full',
    ]);
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('dismisses a finished entry and clears all finished ones', () => {
    const onDismiss = vi.fn();
    const onClearFinished = vi.fn();
    renderWithIntl(
      <UploadDropZone
        uploads={[
          entry('1', 'a.png'),
          entry('2', 'notes.txt', { status: 'refused', messageKey: 'dnd.invalidMediaFile' }),
        ]}
        onFiles={() => {}}
        onDismiss={onDismiss}
        onClearFinished={onClearFinished}
      />,
    );
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(within(list).queryByRole('button', { name: 'Dismiss a.png' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Dismiss notes.txt' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('2');
    fireEvent.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
    expect(onClearFinished).toHaveBeenCalledOnce();
  });
});
