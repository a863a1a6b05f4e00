import type { Section } from '@screenplay/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SectionDetails } from './SectionDetails';

const SECTION: Section = {
  id: 4,
  name: 'Menu',
  left: 0,
  top: 0,
  width: 640,
  height: 360,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [],
  itemsOrder: [],
  background: 'rgba(0,128,255,0.25)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
};

function setup(animation?: ReactNode) {
  const onBackgroundChange = vi.fn();
  renderWithIntl(
    <SectionDetails
      section={SECTION}
      scene={{ width: 1920, height: 1080 }}
      keepRatio={false}
      onGeometryChange={vi.fn()}
      onRename={vi.fn()}
      onBackgroundChange={onBackgroundChange}
      onToggleKeepRatio={vi.fn()}
      animation={animation}
    />,
  );
  return { onBackgroundChange };
}

describe('SectionDetails background and animation', () => {
  it('shows the background as a swatch that opens the colour picker instead of native inputs', () => {
    const { onBackgroundChange } = setup();
    const details = screen.getByRole('region', { name: 'Section details' });
    expect(details.querySelector('input[type="color"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Background colour: #0080ff 25% opacity' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Opacity' }), { target: { value: '80' } });
    expect(onBackgroundChange).toHaveBeenLastCalledWith('#0080ff', 0.8);
  });

  it('renders the animation control it is given', () => {
    setup(<button type="button">Animation: Fade</button>);
    expect(screen.getByRole('button', { name: 'Animation: Fade' })).toBeTruthy();
  });
});

describe('SectionDetails revert', () => {
  const render = (onRevert?: () => void) =>
    renderWithIntl(
      <SectionDetails
        section={{ ...SECTION, draft: true, parentId: 3 }}
        scene={{ width: 1920, height: 1080 }}
        keepRatio={false}
        onGeometryChange={vi.fn()}
        onRename={vi.fn()}
        onBackgroundChange={vi.fn()}
        onToggleKeepRatio={vi.fn()}
        onRevert={onRevert}
      />,
    );

  it('offers Revert section only when the page gives a revert', () => {
    render();
    expect(screen.queryByRole('button', { name: 'Revert section' })).toBeNull();
  });

  it('calls the revert when clicked', () => {
    const onRevert = vi.fn();
    render(onRevert);
    fireEvent.click(screen.getByRole('button', { name: 'Revert section' }));
    expect(onRevert).toHaveBeenCalledOnce();
  });
});
