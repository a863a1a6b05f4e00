/**
 * @screenplay/core — every rule of the product as pure TypeScript. Each feature folder lists its exports.
 * The English message catalogue is the subpath `@screenplay/core/messages` (4.7 kB min+gz on its own, that
 * code without text, such as the rules and the scene canvas, does not need to load).
 */
export * from './access';
export * from './errors';
export * from './constants';
export * from './schemas';
export * from './geometry';
export * from './snap';
export * from './gesture';
export * from './scene';
export * from './history';
export * from './preview';
export * from './datetime';
