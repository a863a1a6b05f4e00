import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { AvatarPicker } from './AvatarPicker';

/** The picker with its file held by a parent, as a form holds it. */
function Harness({ currentUrl = null as string | null, onFileChange = vi.fn() }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <AvatarPicker
      label="Avatar"
      name="avatar"
      personName="Ada Acme"
      currentUrl={currentUrl}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
    />
  );
}

describe('AvatarPicker', () => {
  it('is a labelled group with the saved picture, and a visually hidden file input named by its Change photo button', () => {
    renderWithIntl(<Harness currentUrl="/media/avatars/a.png" />);
    expect(screen.getByRole('group', { name: 'Avatar' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ada Acme' }).getAttribute('src')).toBe('/media/avatars/a.png');
    const input = screen.getByLabelText('Avatar Change photo');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('data-part')).toBe('input'); // hidden by the theme, still focusable
    expect(input.tabIndex).not.toBe(-1);
    expect(screen.getByText('Change photo').tagName).toBe('LABEL');
    expect(screen.getByText('Change photo').getAttribute('for')).toBe(input.id);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull(); // nothing chosen: nothing to remove
  });

  it('shows the initials without a saved picture', () => {
    renderWithIntl(<Harness />);
    expect(screen.getByRole('img', { name: 'Ada Acme' }).textContent).toBe('AA');
  });

  it('previews a chosen photo, says it will be saved, and Remove drops it (focus back on the input)', () => {
    const onFileChange = vi.fn();
    const createObjectURL = vi.fn(() => 'blob:me');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    renderWithIntl(<Harness currentUrl="/media/avatars/a.png" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Avatar Change photo');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'Avatar preview' }).getAttribute('src')).toBe('blob:me');
    expect(screen.getByText('me.png will be saved with the profile').id).toBe(input.getAttribute('aria-describedby'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the chosen photo' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('img', { name: 'Ada Acme' }).getAttribute('src')).toBe('/media/avatars/a.png');
    expect(document.activeElement).toBe(input);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:me');
  });

  it('announces an error and shows the upload progress', () => {
    renderWithIntl(
      <AvatarPicker
        label="Avatar"
        name="avatar"
        personName="Ada"
        currentUrl={null}
        file={null}
        onFileChange={() => undefined}
        progress={0.5}
        error="The avatar must be a PNG, JPEG, GIF or WebP image."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The avatar must be a PNG, JPEG, GIF or WebP image.');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('0.5');
  });
});
