import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { CircleLayer, EllipseLayer, RectangleLayer } from './ShapeLayer';

const PAINT = {
  fill: 'rgba(255,0,0,1)',
  fillOpacity: 0.5,
  stroke: 'rgba(0,0,255,1)',
  strokeOpacity: 0.25,
  strokeWidth: 10,
  opacity: 0.8,
};

const attributes = (element: Element, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));

describe('shape layers', () => {
  it('draw a rectangle as an SVG picture with its fill, stroke, opacities and corner radius', () => {
    const { container } = renderWithIntl(
      <RectangleLayer layer={layerOf('Rectangle', { ...PAINT, cornerRadius: 24 })} />,
    );
    const svg = screen.getByRole('img', { name: 'Rectangle' });
    expect(svg).toBe(layerRootOf(container));
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.dataset.part).toBe('rectangle');
    expect(attributes(svg, ['width', 'height'])).toEqual({ width: '400', height: '200' });
    const rect = svg.querySelector('rect')!;
    expect(
      attributes(rect, ['fill', 'fill-opacity', 'stroke', 'stroke-opacity', 'stroke-width', 'opacity', 'rx']),
    ).toEqual({
      fill: 'rgba(255,0,0,1)',
      'fill-opacity': '0.5',
      stroke: 'rgba(0,0,255,1)',
      'stroke-opacity': '0.25',
      'stroke-width': '10',
      opacity: '0.8',
      rx: '24',
    });
    // The stroke is drawn inside the box: inset by half its width.
    expect(attributes(rect, ['x', 'y', 'width', 'height'])).toEqual({ x: '5', y: '5', width: '390', height: '190' });
  });

  it('keep any CSS colour the content holds, such as hex', () => {
    const { container } = renderWithIntl(<RectangleLayer layer={layerOf('Rectangle', { fill: '#f2a900' })} />);
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#f2a900');
  });

  it('draw the largest circle centred in the box, inside its stroke', () => {
    const { container } = renderWithIntl(<CircleLayer layer={layerOf('Circle', PAINT)} />);
    expect(screen.getByRole('img', { name: 'Circle' }).dataset.part).toBe('circle');
    const circle = container.querySelector('circle')!;
    expect(attributes(circle, ['cx', 'cy', 'r', 'fill', 'stroke-width'])).toEqual({
      cx: '200',
      cy: '100',
      r: '95',
      fill: 'rgba(255,0,0,1)',
      'stroke-width': '10',
    });
  });

  it('draw an ellipse filling the box, inside its stroke', () => {
    const { container } = renderWithIntl(<EllipseLayer layer={layerOf('Ellipse', PAINT)} />);
    expect(screen.getByRole('img', { name: 'Ellipse' }).dataset.part).toBe('ellipse');
    const ellipse = container.querySelector('ellipse')!;
    expect(attributes(ellipse, ['cx', 'cy', 'rx', 'ry', 'opacity'])).toEqual({
      cx: '200',
      cy: '100',
      rx: '195',
      ry: '95',
      opacity: '0.8',
    });
  });
});
