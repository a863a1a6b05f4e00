/**
 * The `code` strings of scene, folder and playlist item error answers, which are the spec's message keys
 * (spec §8), shared by the server that sends them and the clients that show them.
 */
export const SCENE_ERROR_CODES = {
  /** Scene or section data that cannot be saved: 422, nothing written. */
  invalidSceneData: 'sceneEditor.invalidSceneData',
  /** Deleting a folder that still holds sub-folders or items: 409. */
  folderNotEmpty: 'folders.folderNotEmpty',
  /**
   * A change addressed to a published section (one saved with its scene, screens may play it): 409. Ours (issue 24,
   * one publishing rule): a saved scene changes only through its drafts, published by 'Save scene'.
   */
  sectionPublished: 'sceneEditor.sectionPublished',
  /** A playlist item (or its section) that does not exist: 404. */
  notFound: 'errors.notFound',
} as const;

/** One of the {@link SCENE_ERROR_CODES} values. */
export type SceneErrorCode = (typeof SCENE_ERROR_CODES)[keyof typeof SCENE_ERROR_CODES];
