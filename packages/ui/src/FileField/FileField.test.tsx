import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { FileField } from './FileField';

describe('FileField', () => {
  it('labels the file input, shows the current picture and reports the chosen file', () => {
    const onFileChange = vi.fn();
    renderWithIntl(
      <FileField label="Avatar" name="avatar" previewUrl="/media/avatars/a.png" onFileChange={onFileChange} />,
    );
    const input = screen.getByLabelText('Avatar');
    expect(input.getAttribute('type')).toBe('file');
    expect(screen.getByRole('img', { name: 'Avatar preview' }).getAttribute('src')).toBe('/media/avatars/a.png');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
  });

  it('shows a labelled progress bar while uploading', () => {
    renderWithIntl(<FileField label="Avatar" name="avatar" progress={0.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('value')).toBe('0.4');
    expect(bar.getAttribute('max')).toBe('1');
  });

  it('has no progress bar when idle and announces errors', () => {
    renderWithIntl(<FileField label="Avatar" name="avatar" error="Invalid media file" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Invalid media file');
    expect(screen.getByLabelText('Avatar').getAttribute('aria-invalid')).toBe('true');
  });
});
