/** @screenplay/core — every rule of the product as pure TypeScript. Each feature folder lists its exports. */
export * from './access';
export * from './errors';
export * from './messages';
export * from './constants';
export * from './schemas';
export * from './geometry';
export * from './snap';
export * from './scene';
export * from './history';
