import type { ScreenDto } from '@screenplay/core/screens';
import { isMessageKey } from '@screenplay/core/messages';
import { useText, type TextFormatter } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/**
 * Whether the user may change the screen shown (every folder it sits in is one they may manage). Without that,
 * each setting is shown, its controls disabled and no Save offered: the server would refuse the write (403).
 */
export const CanChangeScreen = createContext(true);

/** Props of {@link SettingSection}. */
export interface SettingSectionProps {
  title: string;
  description?: ReactNode;
  /** Runs the save; absent for a section that saves on its own (a switch, a confirmation). */
  onSubmit?: () => void;
  isSaving?: boolean;
  submitLabel?: string;
  children: ReactNode;
  /** `data-part` of the section, for the page's layout. */
  part?: string;
}

/** One setting of a screen: a region named by its heading, with a form whose button saves it. */
export function SettingSection({
  title,
  description,
  onSubmit,
  isSaving = false,
  submitLabel,
  children,
  part,
}: SettingSectionProps) {
  const t = useText();
  const headingId = useId();
  const canChange = useContext(CanChangeScreen);
  return (
    <section data-scope="screen-details" data-part={part ?? 'setting'} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {description ? <p data-part="help">{description}</p> : null}
      {!canChange ? (
        <fieldset disabled aria-labelledby={headingId} data-part="read-only">
          {children}
        </fieldset>
      ) : onSubmit ? (
        <form
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <div data-part="actions">
            <Button type="submit" variant="primary" isLoading={isSaving}>
              {submitLabel ?? t('common.save')}
            </Button>
          </div>
        </form>
      ) : (
        children
      )}
    </section>
  );
}

/** What a field's control needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'data-part': 'input';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with optional help and an announced error, drawn like the ui kit's text field. */
export function Field({
  label,
  error,
  description,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  description?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-scope="text-field" data-part="root" data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={id} data-part="label">
        {label}
      </label>
      <div data-part="control">
        {children({
          id,
          'data-part': 'input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {description ? (
        <p id={`${id}-description`} data-part="description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-part="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Saves one setting with the page's feedback: a loading flag during the call (reset when it fails), an INFO
 * toast '{section} saved' on success, the spec's error catalogue as a WARNING toast on failure, and the
 * screen the call answered handed to `onSaved`.
 */
export function useSettingSave(section: string, onSaved: (screen: ScreenDto) => void) {
  const { toasts } = usePortal();
  const [isSaving, setSaving] = useState(false);
  const save = useCallback(
    async (call: () => Promise<ScreenDto>): Promise<boolean> => {
      setSaving(true);
      try {
        onSaved(await call());
        toasts.show({ type: 'INFO', messageKey: 'screenDetails.saved', values: { section } });
        return true;
      } catch (error) {
        toastError(toasts, error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [onSaved, section, toasts],
  );
  return { isSaving, save };
}

/** The text of a field's first error key (core's rules answer message keys), or null. */
export function fieldError(t: TextFormatter, errors: Record<string, string[]>, field: string): string | null {
  const key = errors[field]?.[0];
  if (!key) return null;
  return isMessageKey(key) ? t(key) : key;
}
