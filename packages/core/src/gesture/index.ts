export type { BoxGesture, BoxGestureInput, GestureModifiers, GestureSettings } from './gesture.types';
export { gestureBox, gestureGuides, isBoxChanged, startBoxGesture } from './gesture';
export { NUDGE_PX, NUDGE_SHIFT_PX, arrowNudge } from './gesture.nudge';
