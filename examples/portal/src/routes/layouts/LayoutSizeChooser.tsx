import type { Id, Size } from '@screenplay/core';
import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { LAYOUT_SIDE_RANGE, LAYOUT_SIZE_PRESETS, newLayoutPath, parseLayoutSide } from '../../shared/layoutRequest';
import { useText } from '@screenplay/hooks';

/**
 * `/library/create_layout` before the editor: the size of the new layout, one of the common sizes or a custom
 * width and height; the editor then opens at `/library/create_layout/-1?width&height&folderId`.
 */
export function LayoutSizeChooser({ folderId }: { folderId: Id | null }) {
  const intl = useIntl();
  const t = useText();
  const [, navigate] = useLocation();
  const [custom, setCustom] = useState({ width: '1920', height: '1080' });
  const [errors, setErrors] = useState<{ width?: string; height?: string }>({});
  const open = (size: Size) => navigate(newLayoutPath(size, folderId));
  const sizeText = (size: Size) => t('scenes.size', { width: String(size.width), height: String(size.height) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const width = parseLayoutSide(custom.width);
    const height = parseLayoutSide(custom.height);
    const invalid = t('layoutEditor.sizeInvalid', {
      min: intl.formatNumber(LAYOUT_SIDE_RANGE.min),
      max: intl.formatNumber(LAYOUT_SIDE_RANGE.max),
    });
    if (width === null || height === null) {
      setErrors({ ...(width === null ? { width: invalid } : {}), ...(height === null ? { height: invalid } : {}) });
      return;
    }
    open({ width, height });
  };

  return (
    <section data-scope="layout-size" data-part="root" aria-labelledby="layout-size-title">
      <h2 id="layout-size-title">{t('layoutEditor.chooseSize')}</h2>
      <h3 id="layout-size-presets">{t('layoutEditor.presets')}</h3>
      <ul data-part="presets" aria-labelledby="layout-size-presets">
        {LAYOUT_SIZE_PRESETS.map((preset) => (
          <li key={`${preset.width}x${preset.height}`}>
            <button type="button" data-part="preset" onClick={() => open(preset)}>
              <span
                data-part="shape"
                aria-hidden="true"
                style={{ aspectRatio: `${preset.width} / ${preset.height}` }}
              />
              <span data-part="size">{sizeText(preset)}</span>
              <span data-part="hint">{intl.formatMessage({ id: preset.labelKey })}</span>
            </button>
          </li>
        ))}
      </ul>
      <form data-part="custom" onSubmit={submit} noValidate aria-labelledby="layout-size-custom">
        <h3 id="layout-size-custom">{t('layoutEditor.customSize')}</h3>
        <div data-part="fields">
          <TextField
            label={t('createScene.width')}
            name="width"
            type="number"
            inputMode="numeric"
            min={LAYOUT_SIDE_RANGE.min}
            max={LAYOUT_SIDE_RANGE.max}
            value={custom.width}
            error={errors.width}
            onChange={(event) => setCustom((current) => ({ ...current, width: event.target.value }))}
          />
          <TextField
            label={t('createScene.height')}
            name="height"
            type="number"
            inputMode="numeric"
            min={LAYOUT_SIDE_RANGE.min}
            max={LAYOUT_SIDE_RANGE.max}
            value={custom.height}
            error={errors.height}
            onChange={(event) => setCustom((current) => ({ ...current, height: event.target.value }))}
          />
        </div>
        <Button type="submit" variant="primary">
          {t('layoutEditor.openEditor')}
        </Button>
      </form>
    </section>
  );
}
