import {
  FIN_TAG_MAX_LENGTH,
  SCREEN_ORIENTATIONS,
  finTagOf,
  isResolution,
  type ScreenDto,
  type ScreenOrientation,
} from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useEffect, useId, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { Field, SettingSection, useSettingSave } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

interface SectionProps {
  screen: ScreenDto;
  calls: ScreenDetailsCalls;
  onSaved: (screen: ScreenDto) => void;
}

/** Resolutions offered while typing (ours: common display sizes, landscape and portrait). */
const COMMON_RESOLUTIONS: readonly string[] = [
  '1920x1080',
  '3840x2160',
  '1280x720',
  '1366x768',
  '1080x1920',
  '2160x3840',
];

/**
 * Orientation and resolution (`PUT .../details/orientation {orientation, resolution}`): a resolution is
 * "WIDTHxHEIGHT" (core's `isResolution`) or empty (the player's own).
 */
export function DisplaySection({ screen, calls, onSaved }: SectionProps) {
  const t = useText();
  const title = t('screenDetails.display');
  const listId = useId();
  const { isSaving, save } = useSettingSave(title, onSaved);
  const [orientation, setOrientation] = useState(screen.orientation);
  const [resolution, setResolution] = useState(screen.resolution ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setOrientation(screen.orientation), [screen.orientation]);
  useEffect(() => setResolution(screen.resolution ?? ''), [screen.resolution]);

  const submit = () => {
    const trimmed = resolution.trim();
    if (trimmed !== '' && !isResolution(trimmed)) {
      setError(t('screenDetails.resolutionInvalid'));
      return;
    }
    setError(null);
    void save(() => calls.orientation(orientation, trimmed === '' ? null : trimmed));
  };
  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="display">
      <Field label={t('screenDetails.orientation')}>
        {(control) => (
          <select
            {...control}
            name="orientation"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value as ScreenOrientation)}
          >
            {SCREEN_ORIENTATIONS.map((one) => (
              <option key={one} value={one}>
                {t(`screenDetails.orientation${one}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('screenDetails.resolution')} description={t('screenDetails.resolutionHelp')} error={error}>
        {(control) => (
          <>
            <input
              {...control}
              type="text"
              name="resolution"
              inputMode="numeric"
              autoComplete="off"
              list={listId}
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
            />
            <datalist id={listId}>
              {COMMON_RESOLUTIONS.map((one) => (
                <option key={one} value={one} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    </SettingSection>
  );
}

/** Remote control (`PUT .../details/remote-control {enabled}`): a switch that saves as it turns. */
export function RemoteControlSection({ screen, calls, onSaved }: SectionProps) {
  const t = useText();
  const title = t('screenDetails.remoteControl');
  const { isSaving, save } = useSettingSave(title, onSaved);
  return (
    <SettingSection title={title} part="remote-control">
      <label data-part="switch">
        <input
          type="checkbox"
          role="switch"
          checked={screen.remoteControl}
          aria-checked={screen.remoteControl}
          aria-busy={isSaving || undefined}
          // Busy, not disabled, while saving: a disabled control would drop the keyboard's focus.
          aria-disabled={isSaving || undefined}
          onChange={(event) => {
            if (!isSaving) void save(() => calls.remoteControl(event.target.checked));
          }}
        />
        {t('screenDetails.remoteControlEnabled')}
      </label>
      <p data-part="help" aria-live="polite">
        {t(screen.remoteControl ? 'screenDetails.remoteControlOn' : 'screenDetails.remoteControlLocked')}
      </p>
    </SettingSection>
  );
}

/** Force reload (`POST .../details/force-reload`): the player on the screen reloads now. */
export function ForceReloadSection({ calls }: { calls: ScreenDetailsCalls }) {
  const t = useText();
  const { toasts } = usePortal();
  const [isSending, setSending] = useState(false);
  const reload = async () => {
    setSending(true);
    try {
      await calls.forceReload();
      toasts.show({ type: 'INFO', messageKey: 'screenDetails.reloadSent' });
    } catch (error) {
      toastError(toasts, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <SettingSection
      title={t('screenDetails.forceReload')}
      description={t('screenDetails.forceReloadHelp')}
      part="force-reload"
    >
      <div data-part="actions">
        <Button variant="secondary" isLoading={isSending} onClick={() => void reload()}>
          {t('screenDetails.forceReload')}
        </Button>
      </div>
    </SettingSection>
  );
}

/** The finance tag (`PUT .../details/finance-tag {finTag}`; empty clears it). */
export function FinanceTagSection({ screen, calls, onSaved }: SectionProps) {
  const t = useText();
  const title = t('screenDetails.financeTag');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const [finTag, setFinTag] = useState(screen.finTag ?? '');
  useEffect(() => setFinTag(screen.finTag ?? ''), [screen.finTag]);
  const submit = () => {
    const value = finTagOf(finTag);
    if (value === undefined) return;
    void save(() => calls.financeTag(value));
  };
  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="finance-tag">
      <Field label={t('screenDetails.financeTag')}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="finTag"
            maxLength={FIN_TAG_MAX_LENGTH}
            autoComplete="off"
            value={finTag}
            onChange={(event) => setFinTag(event.target.value)}
          />
        )}
      </Field>
    </SettingSection>
  );
}
