export { SectionList } from './SectionList';
export type { SectionListProps } from './SectionList';
