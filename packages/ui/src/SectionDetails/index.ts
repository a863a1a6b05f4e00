export { SectionDetails } from './SectionDetails';
export type { SectionDetailsProps } from './SectionDetails';
