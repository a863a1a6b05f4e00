/** An axis-aligned box in scene pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A width and a height. */
export interface Size {
  width: number;
  height: number;
}

/** A point or a pointer delta. */
export interface Point {
  x: number;
  y: number;
}

/** One of the 8 resize handles: edges n/s/e/w and corners. */
export type ResizeHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Options of `resizeFromHandle`. */
export interface ResizeOptions {
  /** Keep the start box's width/height ratio (Shift or the keep-ratio toggle). */
  keepRatio: boolean;
  /** The container the box must stay inside (origin 0,0); unbounded when absent. */
  bounds?: Size;
  /** Smallest width and height; defaults to `SECTION_MIN_SIZE`. */
  minSize?: number;
}

/** An inclusive range for a number input. */
export interface NumberRange {
  min: number;
  max: number;
}

/** The ranges of a section's four number inputs. */
export interface SectionLimits {
  left: NumberRange;
  top: NumberRange;
  width: NumberRange;
  height: NumberRange;
}

/** A ratio option's label. */
export type RatioName = 'Free' | '1:1' | '2:3' | '3:2' | '3:4' | '4:3' | '9:16' | '16:9';

/** A ratio option: its label and width/height (null for Free). */
export interface RatioPreset {
  name: RatioName;
  ratio: number | null;
}

/** A zoom option of the scene editor: step in, step out, fit, or a percentage. */
export type ZoomPreset = 'in' | 'out' | 'fit' | 50 | 100 | 200;
