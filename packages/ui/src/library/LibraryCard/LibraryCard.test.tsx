import { DRAG_MIME, decodeDragPayload, folderTree } from '@screenplay/core/library';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { folder, layout, template } from '../test/library.fixtures';
import { LayoutCard } from './LayoutCard';
import { TemplateCard } from './TemplateCard';

const TREE = folderTree([folder(1, 'Brand')]);
const LINKS = {
  edit: '/library/edit_layout/5',
  copy: '/library/create_layout/5?folderId=1',
  createScene: '/scenes/create_scene_from_layout/5',
};

describe('LayoutCard', () => {
  it('shows the preview (with the size), the name and the section count; links to edit, copy and create a scene', () => {
    const onNavigate = vi.fn();
    renderWithIntl(
      <LayoutCard
        layout={layout(5, 'Three columns')}
        folders={TREE}
        links={LINKS}
        onNavigate={onNavigate}
        onDelete={() => {}}
        onMove={() => {}}
      />,
    );
    const card = screen.getByRole('article', { name: 'Three columns' });
    expect(within(card).getByRole('img', { name: 'Preview of Three columns' })).toBeTruthy();
    expect(card.textContent).toContain('1920 × 1080');
    expect(card.textContent).toContain('Sections: 2');
    expect(screen.getByRole('link', { name: 'Edit Three columns' }).getAttribute('href')).toBe(LINKS.edit);
    expect(screen.getByRole('link', { name: 'Copy Three columns' }).getAttribute('href')).toBe(LINKS.copy);
    const createScene = screen.getByRole('link', { name: 'Create scene from Three columns' });
    expect(createScene.getAttribute('href')).toBe(LINKS.createScene);
    fireEvent.click(createScene);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(LINKS.createScene);
    fireEvent.click(screen.getByRole('link', { name: 'Edit Three columns' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows its thumbnail, when it has one, instead of the drawn boxes', () => {
    const item = { ...layout(5, 'Three columns'), thumbnail: '/media/1/thumb.png' };
    renderWithIntl(<LayoutCard layout={item} folders={TREE} links={LINKS} onDelete={() => {}} onMove={() => {}} />);
    const card = screen.getByRole('article', { name: 'Three columns' });
    const image = within(card).getByRole('img', { name: 'Preview of Three columns' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/media/1/thumb.png');
    expect(card.querySelector('svg')).toBeNull();
    expect(card.textContent).toContain('1920 × 1080');
  });

  it('deletes, moves and drags as a library layout', () => {
    const onDelete = vi.fn();
    const onMove = vi.fn();
    const item = layout(5, 'Three columns');
    renderWithIntl(<LayoutCard layout={item} folders={TREE} links={LINKS} onDelete={onDelete} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Three columns' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(item);
    fireEvent.click(screen.getByRole('button', { name: 'Move Three columns to a folder' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Brand' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith(item, 1);
    const setData = vi.fn();
    fireEvent.dragStart(screen.getByRole('article'), { dataTransfer: { setData } });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
    expect(decodeDragPayload(setData.mock.calls[0]?.[1] as string)).toEqual({ kind: 'libraryLayout', id: 5 });
  });
});

describe('TemplateCard', () => {
  it('draws the layers when there is no preview image, and offers copy, move and delete (no edit)', () => {
    const onCopy = vi.fn();
    const item = template(9, 'Sale banner');
    renderWithIntl(
      <TemplateCard template={item} folders={TREE} onCopy={onCopy} onDelete={() => {}} onMove={() => {}} />,
    );
    const card = screen.getByRole('article', { name: 'Sale banner' });
    expect(
      within(card).getByRole('img', { name: 'Preview of Sale banner' }).querySelectorAll('[data-part="section"]'),
    ).toHaveLength(1);
    expect(card.textContent).toContain('Template · Layers: 1');
    expect(card.textContent).toContain('800 × 600');
    expect(within(card).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Sale banner' }));
    expect(onCopy).toHaveBeenCalledExactlyOnceWith(item);
    expect(screen.getByRole('button', { name: 'Delete Sale banner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Sale banner to a folder' })).toBeTruthy();
  });

  it("links 'Edit' to the template editor when given the route, through the router", () => {
    const onNavigate = vi.fn();
    renderWithIntl(
      <TemplateCard
        template={template(9, 'Sale banner')}
        folders={TREE}
        editHref="/library/edit_template/9"
        onNavigate={onNavigate}
        onCopy={() => {}}
        onDelete={() => {}}
        onMove={() => {}}
      />,
    );
    const edit = screen.getByRole('link', { name: 'Edit Sale banner' });
    expect(edit.getAttribute('href')).toBe('/library/edit_template/9');
    fireEvent.click(edit);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/library/edit_template/9');
  });

  it('shows the preview image when there is one, and drags as a template', () => {
    renderWithIntl(
      <TemplateCard
        template={template(9, 'Sale banner', { preview: '/media/1/p.png' })}
        folders={TREE}
        onCopy={() => {}}
        onDelete={() => {}}
        onMove={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Preview of Sale banner' }).getAttribute('src')).toBe('/media/1/p.png');
    const setData = vi.fn();
    fireEvent.dragStart(screen.getByRole('article'), { dataTransfer: { setData } });
    expect(decodeDragPayload(setData.mock.calls[0]?.[1] as string)).toEqual({ kind: 'template', id: 9 });
  });
});
