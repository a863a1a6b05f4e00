/**
 * English texts of the layouts screens (spec/authoring.md). Quoted spec texts are copied word for word; where
 * the spec names a label without a text, the text is ours.
 */
export const EN_LAYOUTS = {
  // Layout size chooser (/library/create_layout): the spec says "a new layout is built from the selected size".
  'layoutEditor.chooseSize': 'Choose the size of the new layout',
  'layoutEditor.presets': 'Common sizes',
  'layoutEditor.presetFullHd': 'Full HD, landscape',
  'layoutEditor.presetFullHdPortrait': 'Full HD, portrait',
  'layoutEditor.presetHd': 'HD, landscape',
  'layoutEditor.presetUltraHd': '4K, landscape',
  'layoutEditor.customSize': 'Custom size',
  'layoutEditor.sizeInvalid': 'Enter a whole number from {min} to {max}',
  'layoutEditor.openEditor': 'Create layout',
  // Layout editor (spec §2: back button, breadcrumbs, save, name field, preview showing width × height).
  'layoutEditor.back': 'Back to library',
  'layoutEditor.breadcrumbs': 'Where this layout is',
  'layoutEditor.layoutName': 'Layout name',
  'layoutEditor.save': 'Save layout',
  'layoutEditor.saved': 'Layout saved',
  'layoutEditor.saveFailed': 'The layout was not saved.',
  'layoutEditor.notFound': 'This layout does not exist or you cannot open it.',
  'layoutEditor.loadFailed': 'The layout could not be loaded.',
  'layoutEditor.retry': 'Try again',
  'layoutEditor.canvas': 'Layout canvas',
  'layoutEditor.preview': 'Preview of {name}',
  'layoutEditor.lastSection': 'A layout keeps at least one section',
  // A scene from a layout (/scenes/create_scene_from_layout/:layoutId) and the entry on the create-scene page.
  'layoutScene.fromLayout': 'From the layout “{name}”',
  'layoutScene.folder': 'Folder of the new scene',
  'layoutScene.destination': 'The scene goes into: {folder}',
  'layoutScene.layouts': 'Or start from a layout of this size',
  'layoutScene.noLayouts': 'No layout of this size yet.',
  'layoutScene.useLayout': 'Create a scene from {name}',
} as const;
