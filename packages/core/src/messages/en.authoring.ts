/**
 * English texts of the authoring area (spec/authoring.md): folders, media drops, tags, scene and layout
 * editors, library. Quoted spec texts are copied word for word; where the spec names a key without a
 * text, the text is ours and says so in a comment.
 */
export const EN_AUTHORING = {
  'folders.all': 'All',
  'folders.folderNotEmpty': 'Folder not empty or contains subfolders: cannot delete',
  'folders.nameTooShort': 'Folder name must be at least 2 characters', // spec rule, no text given
  'folders.newFolder': 'New folder',
  'folders.create': 'Create folder',
  // Spec: "Moving a folder item between owners asks for confirmation to copy instead" (no text given).
  'folders.copyInsteadOfMove': 'This item belongs to another owner. Copy it instead of moving it?',

  // Spec: dnd.* keys without texts except 'Invalid media file'; the type lists follow the spec's labels.
  'dnd.onlyVideoCanBeAdded': 'Only video can be added here',
  'dnd.videoCannotBeAdded': 'Video cannot be added here',
  'dnd.invalidMediaFile': 'Invalid media file',
  'dnd.invalidImageType': 'Invalid image type. Allowed types: jpg, png, bmp, svg, gif',
  'dnd.invalidVideoType': 'Invalid video type. Allowed types: 3gp, mp4, mpeg, ogg, mov, webm, m4v, asf, wmv, avi',
  'dnd.pixabayError': "Can't get media from the stock-photo service",

  'media.imageServiceError': "Can't get media from the image service",

  'tags.tagNameValidatingError': 'Tag name must be at least 2 characters',
  'tags.tagDuplicateValidatingError': 'This tag already exists', // spec: key only

  // Spec: scene update 422 -> sceneEditor.invalidSceneData (key only).
  'sceneEditor.invalidSceneData': 'The scene data is invalid: the change was not saved',
  'sceneEditor.sceneUpdated': 'This scene was updated by someone else',
  'sceneEditor.refresh': 'Refresh',
  'sceneEditor.revertSection': 'Revert section',
  'sceneEditor.deleteSection': 'Delete this section?', // also the layout editor's Backspace/Delete confirmation

  'layoutEditor.createTitle': 'create',
  'layoutEditor.editTitle': 'edit layout',

  'library.layouts': 'Layouts',
  'library.elements': 'Elements',
  'library.media': 'Media',
  'library.templateNeedsLayer': 'A template needs at least one layer', // spec rule, no text given

  'widgets.notAvailable': 'n/a',
} as const;
