import { clampRect, type Rect, type Size } from '../geometry';
import { DEFAULT_BACKGROUND } from './scene.color';
import type { AnimationType, Id, Section } from './scene.types';

/** A new section's size and offset as a fraction of the scene's. */
export const NEW_SECTION_FRACTION = 1 / 3; // spec: new section one third of scene width and height, at one-third offsets

/** Quiet time after the last edit of a section before it is saved. */
export const SECTION_SAVE_DEBOUNCE_MS = 200; // spec: section save debounce 200 ms

/** A duplicate's offset to the lower right, as a fraction of the scene's size. */
export const DUPLICATE_OFFSET = 0.05; // spec: duplicate offset 5%

/** Section animations the editor offers (the spec names the call, not the list: ours). */
export const SECTION_ANIMATION_TYPES: readonly AnimationType[] = [
  { id: 'none', name: 'None' },
  { id: 'fade', name: 'Fade' },
  { id: 'slideLeft', name: 'Slide left' },
  { id: 'slideRight', name: 'Slide right' },
  { id: 'slideUp', name: 'Slide up' },
  { id: 'slideDown', name: 'Slide down' },
  { id: 'zoom', name: 'Zoom' },
];

/** The ids of {@link SECTION_ANIMATION_TYPES}: what a section's `animation` may hold. */
export const SECTION_ANIMATION_IDS = SECTION_ANIMATION_TYPES.map((type) => type.id);

/** How long a section's entrance animation plays, in milliseconds (ours: the spec gives no length). */
export const SECTION_ANIMATION_MS = 600;

/**
 * The animation a section plays, or null for none: an absent or null field, `'none'` and an id the
 * editor does not offer (e.g. one a newer server knows) all mean no animation.
 */
export function sectionAnimation(section: Pick<Section, 'animation'>): string | null {
  const id = section.animation ?? null;
  return id !== null && id !== 'none' && SECTION_ANIMATION_IDS.includes(id) ? id : null;
}

/** The name of a new section, made unique with a number in parentheses. */
export const NEW_SECTION_NAME = 'new section'; // spec: e.g. 'new section (2)'

const NUMBERED_NAME = /^(.*) \((\d+)\)$/;

/** The next temporary id: negative and below every existing id (-1 first, then -2, ...). */
export function nextTempId(existingIds: Iterable<Id>): Id {
  let lowest = 0;
  for (const id of existingIds) if (id < lowest) lowest = id;
  return lowest - 1;
}

/**
 * The name itself when free, otherwise its base (without a trailing ` (n)`) followed by the
 * smallest free number from 2 in parentheses: `new section` -> `new section (2)`.
 */
export function uniqueName(name: string, existingNames: Iterable<string>): string {
  const taken = new Set(existingNames);
  if (!taken.has(name)) return name;
  const base = NUMBERED_NAME.exec(name)?.[1] ?? name;
  let n = 2;
  while (taken.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}

function nextOrder(existing: readonly Section[]): number {
  return existing.reduce((highest, section) => Math.max(highest, section.order), 0) + 1;
}

/** A new draft section: one third of the scene's size at one-third offsets, a temporary id, last in order. */
export function newSection(scene: Size, existing: readonly Section[]): Section {
  const width = Math.round(scene.width * NEW_SECTION_FRACTION);
  const height = Math.round(scene.height * NEW_SECTION_FRACTION);
  const box = clampRect({ left: width, top: height, width, height }, scene);
  return {
    id: nextTempId(existing.map((section) => section.id)),
    name: uniqueName(
      NEW_SECTION_NAME,
      existing.map((section) => section.name),
    ),
    ...box,
    hidden: false,
    draft: true,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: DEFAULT_BACKGROUND,
    order: nextOrder(existing),
    parentId: null,
    markAsDeleted: false,
  };
}

/**
 * A duplicate of a section: a temporary id, a unique name (`new section (2)`), moved 5% of the
 * scene's size to the lower right and kept inside the scene, visible, with an empty playlist, last in order.
 */
export function duplicateSection(section: Section, existing: readonly Section[], scene: Size): Section {
  const box = clampRect(
    {
      left: section.left + Math.round(scene.width * DUPLICATE_OFFSET),
      top: section.top + Math.round(scene.height * DUPLICATE_OFFSET),
      width: section.width,
      height: section.height,
    },
    scene,
  );
  const { needToUpdate: _dropped, ...rest } = section;
  return {
    ...rest,
    ...box,
    id: nextTempId(existing.map((other) => other.id)),
    name: uniqueName(
      section.name,
      existing.map((other) => other.name),
    ),
    hidden: false,
    draft: true,
    playlistItems: [],
    itemsOrder: [],
    order: nextOrder(existing),
    parentId: null,
    markAsDeleted: false,
  };
}

/** Numbers sections 1, 2, 3... in the given order; unchanged sections keep their identity. */
export function renumber(sections: readonly Section[]): Section[] {
  return sections.map((section, i) => (section.order === i + 1 ? section : { ...section, order: i + 1 }));
}

/** Moves the section at `from` to index `to` and renumbers from 1. */
export function reorderSections(sections: readonly Section[], from: number, to: number): Section[] {
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return renumber(next);
}

/** The sections that are not the parent of another (a saved section with a draft copy is left out). */
export function leafSections(sections: readonly Section[]): Section[] {
  const parents = new Set<Id>();
  for (const section of sections) if (section.parentId !== null) parents.add(section.parentId);
  return sections.filter((section) => !parents.has(section.id));
}

/** The section shown for `id`: its draft copy when one exists (a copy stands in for its parent), else the section. */
export function leafById(sections: readonly Section[], id: Id): Section | undefined {
  return sections.find((s) => s.parentId === id) ?? sections.find((s) => s.id === id);
}

/** A draft copy of a saved section: the temporary id, `parentId` pointing at the original, `draft` true. */
export function draftCopy(section: Section, tempId: Id): Section {
  const { needToUpdate: _dropped, ...rest } = section;
  return { ...rest, id: tempId, parentId: section.id, draft: true };
}

/** Marks a section or playlist item deleted: deleted items are marked and hidden. */
export function markDeleted<T extends { markAsDeleted: boolean; hidden: boolean }>(item: T): T {
  return { ...item, markAsDeleted: true, hidden: true };
}

/**
 * A place for a section of the same size beside `target` inside the scene (issue 24: a video refused by a section of
 * images gets a video section beside it): to its right, else its left, below, above; where none fits, the new
 * section's place (a third of the scene at a third), so it never covers the whole of another.
 */
export function boxBeside(target: Rect, scene: Size): Rect {
  const { left, top, width, height } = target;
  const candidates: Rect[] = [
    { left: left + width, top, width, height },
    { left: left - width, top, width, height },
    { left, top: top + height, width, height },
    { left, top: top - height, width, height },
  ];
  const fits = (box: Rect) =>
    box.left >= 0 && box.top >= 0 && box.left + box.width <= scene.width && box.top + box.height <= scene.height;
  const beside = candidates.find(fits);
  if (beside) return beside;
  const thirdWidth = Math.round(scene.width * NEW_SECTION_FRACTION);
  const thirdHeight = Math.round(scene.height * NEW_SECTION_FRACTION);
  return clampRect({ left: thirdWidth, top: thirdHeight, width: thirdWidth, height: thirdHeight }, scene);
}
