import type { Folder, PlaylistItem, Scene, SceneSummary, Tag } from '@screenplay/core';
import type { SectionDto } from '@screenplay/core/contract';

/** A tag on the wire (core's `Tag`). */
export type TagWire = Tag;

/** A playlist item on the wire (core's `PlaylistItem`, `duration` in seconds). */
export type PlaylistItemWire = PlaylistItem;

/** A section on the wire, with its playlist (the contract's `SectionDto`: core's `Section` without `needToUpdate`). */
export type SectionWire = SectionDto;

/** A scene as listed in a folder (core's `SceneSummary`). */
export type SceneSummaryWire = SceneSummary;

/** A whole scene on the wire (core's `Scene`). */
export type SceneWire = Scene;

/** A folder on the wire, with the acting user's permission entries on it (core's `Folder`). */
export type FolderWire = Folder;
