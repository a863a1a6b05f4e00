/**
 * @screenplay/ui/schedule — the schedule editor's components and a screen's week view.
 */
export * from './editor/index';
export * from './week/index';
