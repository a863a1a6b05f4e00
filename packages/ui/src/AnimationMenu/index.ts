export { AnimationMenu } from './AnimationMenu';
export type { AnimationMenuProps, AnimationOption } from './AnimationMenu';
