import { PERSPECTIVE_3D, stackSpacing3d, type Size } from '@screenplay/core';

/** Tilt of the stage in the 3D view (degrees): leaned back about X, turned about Z. */
export const TILT_3D_X_DEG = 28;
export const TILT_3D_Z_DEG = -18;
/** Share of the frame the tilted stack may fill (the rest is margin, so no corner touches the frame's edge). */
export const FIT_3D_MARGIN = 0.92;

/**
 * The CSS perspective of the 3D view: the spec's perspective 100 (PERSPECTIVE_3D) in the unit of its 3D
 * spacing, a percentage of the scene's longer side, so the stack looks the same at every zoom. Taken as
 * 100 CSS pixels it would put the viewer closer than the tilted stage itself (sections vanish behind the
 * viewer at any zoom above about 20%); the former fixed 1000px changed the view with the zoom.
 */
export function perspective3dPx(scene: Size, zoom: number): number {
  return (PERSPECTIVE_3D / 100) * Math.max(scene.width, scene.height) * zoom;
}

/** The spacing between stacked sections in scene pixels (the spec's spacing, a percentage of the longer side). */
export function depthStep3d(scene: Size, count: number): number {
  return (stackSpacing3d(count) / 100) * Math.max(scene.width, scene.height);
}

/** Where a point of the stack lands, relative to the frame's centre and in scene units, at stage scale `s`. */
function project(x: number, y: number, z: number, s: number, viewer: number): [number, number] | null {
  const b = (TILT_3D_Z_DEG * Math.PI) / 180;
  const a = (TILT_3D_X_DEG * Math.PI) / 180;
  // rotateZ, then rotateX (CSS applies a transform list right to left), then the scale, then the perspective.
  const x1 = x * Math.cos(b) - y * Math.sin(b);
  const y1 = x * Math.sin(b) + y * Math.cos(b);
  const y2 = y1 * Math.cos(a) - z * Math.sin(a);
  const z2 = y1 * Math.sin(a) + z * Math.cos(a);
  const distance = viewer - s * z2;
  if (distance <= 0) return null; // behind the viewer: never fits
  const factor = viewer / distance;
  return [s * x1 * factor, s * y2 * factor];
}

/** Whether the tilted stack (centred on the frame) stays inside the frame with its margin at stage scale `s`. */
export function fitsFrame3d(scene: Size, depth: number, s: number): boolean {
  const viewer = (PERSPECTIVE_3D / 100) * Math.max(scene.width, scene.height);
  const halfW = (scene.width / 2) * FIT_3D_MARGIN;
  const halfH = (scene.height / 2) * FIT_3D_MARGIN;
  for (const x of [-scene.width / 2, scene.width / 2]) {
    for (const y of [-scene.height / 2, scene.height / 2]) {
      for (const z of [-depth / 2, depth / 2]) {
        const point = project(x, y, z, s, viewer);
        if (!point || Math.abs(point[0]) > halfW || Math.abs(point[1]) > halfH) return false;
      }
    }
  }
  return true;
}

/**
 * The scale (0..1, relative to the zoom) at which the tilted 3D stack of `count` sections fits inside the canvas
 * frame: the stage turns about its centre and its stack is centred in depth, then shrinks until every corner of
 * the stack, seen through the perspective, is inside the frame with a margin (issue 15: the 3D view was tilted
 * past its frame and clipped). Independent of the zoom: frame, stack and perspective all scale with it.
 * @example fitScale3d({ width: 1920, height: 1080 }, 3) // ≈ 0.6
 */
export function fitScale3d(scene: Size, count: number): number {
  const depth = depthStep3d(scene, count) * Math.max(count - 1, 0);
  let low = 0;
  let high = 1;
  if (fitsFrame3d(scene, depth, high)) return high;
  // Bisection: `fits` holds for small scales and fails past one threshold.
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (fitsFrame3d(scene, depth, middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The stage's CSS transform in the 3D view (with `transform-origin: 0 0` and the frame's perspective centred):
 * the stage moved so its centre is the frame's, scaled by `zoom × fit`, tilted, its stack centred in depth.
 */
export function stageTransform3d(scene: Size, zoom: number, count: number): { transform: string; scale: number } {
  const scale = zoom * fitScale3d(scene, count);
  const depth = depthStep3d(scene, count) * Math.max(count - 1, 0);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const transform =
    `translate(${round((scene.width * zoom) / 2)}px, ${round((scene.height * zoom) / 2)}px) ` +
    `scale3d(${round(scale)}, ${round(scale)}, ${round(scale)}) rotateX(${TILT_3D_X_DEG}deg) rotateZ(${TILT_3D_Z_DEG}deg) ` +
    `translate3d(${round(-scene.width / 2)}px, ${round(-scene.height / 2)}px, ${round(-depth / 2)}px)`;
  return { transform, scale };
}

/**
 * A pointer's travel on screen (px) as travel in the tilted 3D stage's own plane, still in screen pixels at the
 * stage's scale (divide by {@link stageTransform3d}'s `scale` for scene pixels): undoes the tilt about X (which
 * shortens vertical travel by cos 28°) and the turn about Z, so a dragged section follows the pointer (issue 15: the
 * 3D drag divided the screen travel by the zoom while the stage is drawn at the fitted, tilted scale). The
 * perspective is left out: near the frame's centre, where the stack is drawn, it changes the travel by a few percent.
 * @example tiltedMovement3d(100, 0) // ≈ [95.1, 30.9]
 */
export function tiltedMovement3d(dx: number, dy: number): [number, number] {
  const b = (TILT_3D_Z_DEG * Math.PI) / 180;
  const a = (TILT_3D_X_DEG * Math.PI) / 180;
  const y = dy / Math.cos(a);
  return [dx * Math.cos(b) + y * Math.sin(b), -dx * Math.sin(b) + y * Math.cos(b)];
}
