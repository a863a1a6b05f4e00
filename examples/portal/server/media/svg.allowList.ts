/**
 * What a stored SVG may contain (ours, after the DOMPurify SVG profile without anything that can run
 * or load): drawing, text, paint servers, clipping, masking, filters and declarative animation.
 * Left out on purpose: script, foreignObject, iframe/embed, feImage, cursor, font-face-uri, metadata.
 */

const DRAWING = ['svg', 'g', 'defs', 'symbol', 'use', 'image', 'switch', 'a', 'view', 'title', 'desc', 'style'];
const SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'];
const FILTERS = [
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
];
/** Animations are kept only when they do not target links, handlers or styles (svg.ts checks). */
const ANIMATIONS = ['animate', 'animateMotion', 'animateTransform', 'set', 'mpath'];

/** Allowed SVG element names (case-sensitive, SVG namespace) and whether each is an animation. */
export const SVG_ELEMENTS: ReadonlyMap<string, 'element' | 'animation'> = new Map([
  ...[...DRAWING, ...SHAPES, ...PAINT, ...FILTERS].map((name) => [name, 'element'] as const),
  ...ANIMATIONS.map((name) => [name, 'animation'] as const),
]);

const CORE = ['id', 'class', 'style', 'lang', 'systemLanguage', 'href', 'media', 'type', 'version', 'baseProfile'];
const GEOMETRY = [
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points',
  'pathLength', 'transform', 'viewBox', 'preserveAspectRatio',
];
const PRESENTATION = [
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'stop-color', 'stop-opacity',
  'flood-color', 'flood-opacity', 'lighting-color', 'color-interpolation', 'color-interpolation-filters',
  'color-rendering', 'shape-rendering', 'text-rendering', 'image-rendering', 'paint-order', 'vector-effect',
  'mix-blend-mode', 'isolation', 'transform-origin',
];
const TEXT = [
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor',
  'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration',
  'writing-mode', 'direction', 'unicode-bidi', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
  'method', 'spacing', 'side',
];
const PAINT_SERVERS = [
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits',
  'refX', 'refY', 'orient',
];
const FILTER_ATTRIBUTES = [
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'kernelMatrix', 'order', 'divisor', 'bias',
  'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'kernelUnitLength', 'scale', 'xChannelSelector', 'yChannelSelector', 'radius', 'baseFrequency',
  'numOctaves', 'seed', 'stitchTiles', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ',
  'limitingConeAngle',
];
const ANIMATION_ATTRIBUTES = [
  'attributeName', 'attributeType', 'begin', 'dur', 'end', 'min', 'max', 'restart', 'repeatCount', 'repeatDur',
  'calcMode', 'keyTimes', 'keySplines', 'keyPoints', 'from', 'to', 'by', 'additive', 'accumulate', 'path',
];

/** Allowed attribute names without a namespace (case-sensitive); no `on*` handler is among them. */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...CORE,
  ...GEOMETRY,
  ...PRESENTATION,
  ...TEXT,
  ...PAINT_SERVERS,
  ...FILTER_ATTRIBUTES,
  ...ANIMATION_ATTRIBUTES,
]);
