import type { Section } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { LAYOUT_PREVIEW_SIZE_MESSAGE_ID, LayoutPreview } from './LayoutPreview';

type PreviewSection = Pick<Section, 'id' | 'left' | 'top' | 'width' | 'height' | 'order' | 'hidden' | 'markAsDeleted'>;

const section = (id: number, box: Partial<PreviewSection> = {}): PreviewSection => ({
  id,
  left: 0,
  top: 0,
  width: 640,
  height: 1080,
  order: id,
  hidden: false,
  markAsDeleted: false,
  ...box,
});

/** 'Three columns' at 1920 × 1080. */
const COLUMNS = [section(3, { left: 1280, order: 3 }), section(1, { order: 1 }), section(2, { left: 640, order: 2 })];

describe('LayoutPreview', () => {
  it('formats a key that exists in EN_MESSAGES', () => {
    expect(EN_MESSAGES[LAYOUT_PREVIEW_SIZE_MESSAGE_ID]).toBeTruthy();
  });

  it('is a picture named by its label, captioned "width × height" in plain digits', () => {
    renderWithIntl(
      <LayoutPreview width={1920} height={1080} sections={COLUMNS} label="Three columns" className="card-thumb" />,
    );
    const picture = screen.getByRole('img', { name: 'Three columns' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    const figure = picture.closest('figure');
    expect(figure?.getAttribute('data-scope')).toBe('layout-preview');
    expect(figure?.classList.contains('card-thumb')).toBe(true);
    expect(figure?.querySelector('figcaption')?.textContent).toBe('1920 × 1080');
  });

  it('scales the sections with a view box of the layout size, drawn bottom first by order', () => {
    renderWithIntl(<LayoutPreview width={1920} height={1080} sections={COLUMNS} label="Three columns" />);
    const picture = screen.getByRole('img', { name: 'Three columns' });
    expect(picture.getAttribute('viewBox')).toBe('0 0 1920 1080');
    const rects = [...picture.querySelectorAll('[data-part="section"]')];
    expect(rects.map((rect) => rect.getAttribute('x'))).toEqual(['0', '640', '1280']);
    expect(rects.map((rect) => [rect.getAttribute('width'), rect.getAttribute('height')])).toEqual([
      ['640', '1080'],
      ['640', '1080'],
      ['640', '1080'],
    ]);
  });

  it('leaves out hidden and deleted sections', () => {
    const sections = [section(1), section(2, { hidden: true }), section(3, { markAsDeleted: true })];
    renderWithIntl(<LayoutPreview width={1080} height={1920} sections={sections} label="Portrait split" />);
    const picture = screen.getByRole('img', { name: 'Portrait split' });
    expect(picture.querySelectorAll('[data-part="section"]')).toHaveLength(1);
    expect(picture.closest('figure')?.textContent).toBe('1080 × 1920');
  });
});
