import { canLockRatio, parseColor, sectionLimits, type Rect, type Section, type Size } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ColorPickerButton } from '../ColorPicker/ColorPickerButton';
import { NumberInput } from './NumberInput';

/** Props of {@link SectionDetails}. */
export interface SectionDetailsProps {
  section: Section | null;
  scene: Size;
  keepRatio: boolean;
  onGeometryChange: (geometry: Partial<Rect>) => void;
  onRename: (name: string) => void;
  /** `color` is `#rrggbb`, `opacity` 0..1. */
  onBackgroundChange: (color: string, opacity: number) => void;
  onToggleKeepRatio: () => void;
  /** The section's animation control (e.g. an `AnimationMenu`), shown below the background when a section is selected. */
  animation?: ReactNode;
  /**
   * Reverts the section to its saved version; the 'Revert section' button shows only when given (the page offers
   * it for a draft with a parent, spec authoring, and confirms first).
   */
  onRevert?: () => void;
  className?: string;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The selected section's name, width, height, x, y, background colour and opacity (a swatch opening the
 * colour picker), the ratio lock and an optional animation control.
 */
export function SectionDetails({
  section,
  scene,
  keepRatio,
  onGeometryChange,
  onRename,
  onBackgroundChange,
  onToggleKeepRatio,
  animation,
  onRevert,
  className,
}: SectionDetailsProps) {
  const t = useText();
  const ids = { name: useId(), ratio: useId() };
  const [name, setName] = useState(section?.name ?? '');
  // The field shows the section's name again when another section is selected (even one of the same name) or the
  // name changes elsewhere (undo): adjusted while rendering, as React advises, rather than one render late.
  const [shown, setShown] = useState({ id: section?.id, name: section?.name });
  if (shown.id !== section?.id || shown.name !== section?.name) {
    setShown({ id: section?.id, name: section?.name });
    setName(section?.name ?? '');
  }

  if (!section) {
    return (
      <section
        data-scope="section-details"
        data-part="root"
        data-state="empty"
        className={className}
        aria-label={t('sceneEditor.details')}
      >
        <p data-part="empty">{t('sceneEditor.noSelection')}</p>
      </section>
    );
  }
  const limits = sectionLimits(section, scene, keepRatio);
  const color = parseColor(section.background);
  const colorHex = `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
  const commitName = () => {
    const trimmed = name.trim();
    // spec: inline rename ignores empty or unchanged values and trims.
    if (trimmed && trimmed !== section.name) onRename(trimmed);
    else setName(section.name);
  };

  return (
    <section data-scope="section-details" data-part="root" className={className} aria-label={t('sceneEditor.details')}>
      <div data-part="text-field">
        <label htmlFor={ids.name}>{t('sceneEditor.sectionName')}</label>
        <input
          id={ids.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={commitName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitName();
          }}
        />
      </div>
      <div data-part="geometry">
        <NumberInput
          label={t('sceneEditor.width')}
          value={section.width}
          range={limits.width}
          onCommit={(width) => onGeometryChange({ width })}
        />
        <NumberInput
          label={t('sceneEditor.height')}
          value={section.height}
          range={limits.height}
          onCommit={(height) => onGeometryChange({ height })}
        />
        <NumberInput
          label={t('sceneEditor.x')}
          value={section.left}
          range={limits.left}
          onCommit={(left) => onGeometryChange({ left })}
        />
        <NumberInput
          label={t('sceneEditor.y')}
          value={section.top}
          range={limits.top}
          onCommit={(top) => onGeometryChange({ top })}
        />
      </div>
      <div data-part="switch-field">
        <input
          id={ids.ratio}
          type="checkbox"
          role="switch"
          checked={keepRatio}
          aria-checked={keepRatio}
          disabled={!canLockRatio(section)}
          onChange={onToggleKeepRatio}
        />
        <label htmlFor={ids.ratio}>{t('sceneEditor.keepRatio')}</label>
      </div>
      <div data-part="background">
        <span data-part="label">{t('sceneEditor.background')}</span>
        <ColorPickerButton
          color={colorHex}
          opacity={color.a}
          label={t('sceneEditor.background')}
          onChange={onBackgroundChange}
        />
      </div>
      {animation ? <div data-part="animation">{animation}</div> : null}
      {onRevert ? (
        <Button type="button" variant="secondary" data-part="revert" onClick={onRevert}>
          {t('sceneEditor.revertSection')}
        </Button>
      ) : null}
    </section>
  );
}
