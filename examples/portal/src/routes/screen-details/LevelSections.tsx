import {
  SCREEN_LEVEL_MAX,
  SCREEN_LEVEL_MIN,
  brightnessErrors,
  isScreenLevel,
  type ScreenDto,
} from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { DateTimeInput } from '@screenplay/ui';
import { useEffect, useState } from 'react';
import { Field, type FieldControlProps, SettingSection, fieldError, useSettingSave } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

interface SectionProps {
  screen: ScreenDto;
  calls: ScreenDetailsCalls;
  onSaved: (screen: ScreenDto) => void;
}

/** A 0..100 slider with its value shown beside it. */
function LevelInput({
  name,
  value,
  onChange,
  ...control
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
} & FieldControlProps) {
  return (
    <span data-part="level">
      <input
        {...control}
        data-part="slider"
        type="range"
        name={name}
        min={SCREEN_LEVEL_MIN}
        max={SCREEN_LEVEL_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={control.id} aria-hidden="true">
        {value}
      </output>
    </span>
  );
}

/** The screen's volume (`PUT .../details/volume {volume}`), 0 to 100 as core's rule takes it. */
export function VolumeSection({ screen, calls, onSaved }: SectionProps) {
  const t = useText();
  const title = t('screenDetails.volume');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const [volume, setVolume] = useState(screen.volume);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setVolume(screen.volume), [screen.volume]);

  const submit = () => {
    if (!isScreenLevel(volume)) {
      setError(t('screens.volumeInvalid'));
      return;
    }
    setError(null);
    void save(() => calls.volume(volume));
  };
  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="volume">
      <Field label={t('screenDetails.volume')} error={error}>
        {(control) => <LevelInput {...control} name="volume" value={volume} onChange={setVolume} />}
      </Field>
    </SettingSection>
  );
}

/**
 * The screen's two brightness levels with the times each starts at (`PUT .../details/brightness`): level 1
 * from its time until level 2's, level 2 from its time until level 1's; checked by core's `brightnessErrors`.
 */
export function BrightnessSection({ screen, calls, onSaved }: SectionProps) {
  const t = useText();
  const title = t('screenDetails.brightness');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const saved = {
    brightness1: screen.brightness1,
    brightness2: screen.brightness2,
    timeFrom1: screen.timeFrom1,
    timeFrom2: screen.timeFrom2,
  };
  const savedKey = JSON.stringify(saved);
  const [value, setValue] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `savedKey` stands for the saved brightness by value
  useEffect(() => setValue(saved), [savedKey]);

  const error = (field: string) => fieldError(t, errors, field);
  const submit = () => {
    const found = brightnessErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save(() => calls.brightness(value));
  };
  const level = (field: 'brightness1' | 'brightness2', label: string) => (
    <Field label={label} error={error(field)}>
      {(control) => (
        <LevelInput
          {...control}
          name={field}
          value={value[field]}
          onChange={(next) => setValue({ ...value, [field]: next })}
        />
      )}
    </Field>
  );
  const from = (field: 'timeFrom1' | 'timeFrom2', label: string) => (
    <Field label={label} error={error(field)}>
      {(control) => (
        <DateTimeInput
          {...control}
          kind="time"
          name={field}
          required
          value={value[field]}
          onChange={(time) => setValue({ ...value, [field]: time })}
        />
      )}
    </Field>
  );
  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="brightness">
      <div data-part="pair">
        {level('brightness1', t('screenDetails.firstBrightness'))}
        {from('timeFrom1', t('screenDetails.firstBrightnessFrom'))}
      </div>
      <div data-part="pair">
        {level('brightness2', t('screenDetails.secondBrightness'))}
        {from('timeFrom2', t('screenDetails.secondBrightnessFrom'))}
      </div>
    </SettingSection>
  );
}
