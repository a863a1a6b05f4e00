import { useText, useValue, type SceneEditorStore } from '@screenplay/hooks';
import { useId, useState } from 'react';

/** Props of {@link PublishNote}. */
export interface PublishNoteProps {
  store: SceneEditorStore;
}

/**
 * What 'Save scene' will publish (issue 24, one publishing rule): while drafts wait and the scene plays on screens,
 * "Saving publishes to 2 screens", the screens' names in a tooltip on hover and on focus (Escape closes it); nothing
 * when no draft waits or the scene is on no screen (or the user may not see scheduling: the scene comes without them).
 */
export function PublishNote({ store }: PublishNoteProps) {
  const t = useText();
  const scene = useValue(store.$scene);
  const hasDrafts = useValue(store.$hasDrafts);
  const [isOpen, setOpen] = useState(false);
  const tooltipId = useId();
  const screens = scene?.screens ?? [];
  if (!hasDrafts || screens.length === 0) return null;
  const text =
    screens.length === 1 ? t('sceneEditor.publishesToOne') : t('sceneEditor.publishesTo', { count: screens.length });
  return (
    <span data-scope="scene-editor" data-part="publish-note">
      {/* A button owns the tooltip so keyboard users reach the names; a click shows or hides them too. */}
      <button
        type="button"
        data-part="publish-count"
        aria-describedby={tooltipId}
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {text}
      </button>
      <span id={tooltipId} role="tooltip" data-part="publish-screens" hidden={!isOpen}>
        {t('sceneEditor.publishesToScreens', { names: screens.map((screen) => screen.name).join(', ') })}
      </span>
    </span>
  );
}
