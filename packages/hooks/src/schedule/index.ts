/**
 * @screenplay/hooks/schedule — the schedule editor's stores and a screen's week view.
 */
export * from './editor/index';
export * from './week/index';
