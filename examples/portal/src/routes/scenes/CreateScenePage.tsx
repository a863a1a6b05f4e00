import { RATIO_PRESETS, SCENE_SIZE_MAX, SECTION_MIN_SIZE, clamp, sizeForRatio, type Scene } from '@screenplay/core';
import { SCENES_API } from '@screenplay/core/contract';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { useSubmit } from '../../app/useSubmit';
import { LayoutChoices } from '../../shared/LayoutChoices';

/** A new scene's size until the user picks another: full HD landscape. */
const DEFAULT_SIZE = { width: 1920, height: 1080 };

/**
 * `/scenes/create_scene`: name, ratio preset and size; the scene opens in the editor once created. The layouts of
 * the chosen size are offered too, each leading to the scene-from-layout page.
 */
export default function CreateScenePage() {
  const t = useText();
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const folderId = Number(new URLSearchParams(useSearch()).get('folderId')) || null;
  const [name, setName] = useState('');
  const [ratio, setRatio] = useState('16:9');
  const [size, setSize] = useState(DEFAULT_SIZE);
  const ids = { ratio: useId(), width: useId(), height: useId() };
  const { isSubmitting, formError, fieldErrors, run, reject } = useSubmit({ showFieldErrors: true });

  const changeRatio = (next: string) => {
    setRatio(next);
    setSize((current) => sizeForRatio(current, next));
  };
  const changeSide = (side: 'width' | 'height', value: number) => {
    // The sizes the server accepts (core's scene size range), so the form never offers a size it would refuse.
    const clamped = clamp(Math.round(value) || SECTION_MIN_SIZE, SECTION_MIN_SIZE, SCENE_SIZE_MAX);
    setSize((current) =>
      side === 'width' ? sizeForRatio({ ...current, width: clamped }, ratio) : { ...current, height: clamped },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      reject({ fieldErrors: { name: t('validation.nameRequired') } });
      return;
    }
    let created: Scene | null = null;
    const body = { name: name.trim(), ratio, width: size.width, height: size.height, folderId };
    const isCreated = await run(async () => {
      created = (await api.call(SCENES_API.create, { body })).data;
    });
    if (isCreated && created) navigate(`/scenes/edit_scene/${(created as Scene).id}`);
  };

  return (
    <form data-scope="create-scene" data-part="root" onSubmit={submit} noValidate>
      <TextField
        label={t('scenes.name')}
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <div data-part="field">
        <label htmlFor={ids.ratio}>{t('createScene.ratio')}</label>
        <select id={ids.ratio} value={ratio} onChange={(event) => changeRatio(event.target.value)}>
          {RATIO_PRESETS.map((preset) => (
            <option key={preset.name} value={preset.name}>
              {preset.name}
            </option>
          ))}
        </select>
      </div>
      <div data-part="size">
        <TextField
          label={t('createScene.width')}
          name="width"
          type="number"
          value={String(size.width)}
          onChange={(event) => changeSide('width', Number(event.target.value))}
        />
        <TextField
          label={t('createScene.height')}
          name="height"
          type="number"
          value={String(size.height)}
          readOnly={ratio !== 'Free'}
          onChange={(event) => changeSide('height', Number(event.target.value))}
        />
      </div>
      <FormMessage scope="create-scene" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {t('createScene.submit')}
      </Button>
      <LayoutChoices size={size} folderId={folderId} />
    </form>
  );
}
