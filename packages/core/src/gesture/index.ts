export type { BoxGesture, BoxGestureInput, GestureModifiers, GestureSettings } from './gesture.types';
export { gestureBox, gestureGuides, isBoxChanged, startBoxGesture } from './gesture';
