import { leafSections } from '@screenplay/core';
import type { Rect, Section } from '@screenplay/core';

/** The section fields the editor changes and its history records (`[from, to]` per section). */
export interface SectionState extends Rect {
  name: string;
  hidden: boolean;
  background: string;
  order: number;
  markAsDeleted: boolean;
  ratio: string | null;
  /** The section's animation id, null for none. */
  animation: string | null;
}

const STATE_FIELDS = [
  'name',
  'left',
  'top',
  'width',
  'height',
  'hidden',
  'background',
  'order',
  'markAsDeleted',
  'ratio',
  'animation',
] as const;

/** The editor-changed fields of a section. */
export function stateOf(section: Section): SectionState {
  const { name, left, top, width, height, hidden, background, order, markAsDeleted, ratio } = section;
  return {
    name,
    left,
    top,
    width,
    height,
    hidden,
    background,
    order,
    markAsDeleted,
    ratio,
    animation: section.animation ?? null,
  };
}

/** Whether applying `patch` to `section` would change nothing. */
export function isUnchanged(section: Section, patch: Partial<SectionState>): boolean {
  return STATE_FIELDS.every((field) => !(field in patch) || patch[field] === (section[field] ?? null));
}

/** A section's box. */
export function rectOf(section: Rect): Rect {
  return { left: section.left, top: section.top, width: section.width, height: section.height };
}

/** What the editor lists and draws: leaf sections (a draft copy stands in for its parent), not deleted, by `order`. */
export function editorSections(sections: readonly Section[]): Section[] {
  return leafSections([...sections])
    .filter((section) => !section.markAsDeleted)
    .sort((a, b) => a.order - b.order);
}
