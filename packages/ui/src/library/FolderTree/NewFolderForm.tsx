import { folderNameError } from '@screenplay/core/library';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';

/** Props of {@link NewFolderForm}. */
export interface NewFolderFormProps {
  /** The folder the new one goes into, for the hint ('All' for the root). */
  parentName: string;
  isDisabled: boolean;
  /** Creates the folder; resolves a refusal message key, or null when created. */
  onCreate: (name: string) => Promise<string | null> | string | null;
}

/** Creates a folder inside the selected one; a name under 2 characters is refused before any call (spec §5). */
export function NewFolderForm({ parentName, isDisabled, onCreate }: NewFolderFormProps) {
  const intl = useIntl();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [name, setName] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const refusal = folderNameError(name);
    if (refusal) {
      setErrorKey(refusal);
      return;
    }
    setBusy(true);
    try {
      const result = await onCreate(name.trim());
      setErrorKey(result);
      if (result === null) setName('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-scope="folder-tree" data-part="new-folder" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={ids.input} data-part="new-folder-label">
        {intl.formatMessage({ id: M.newFolder })}
      </label>
      <input
        id={ids.input}
        data-part="new-folder-input"
        type="text"
        value={name}
        disabled={isDisabled}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={[ids.hint, errorKey ? ids.error : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          setName(event.target.value);
          if (errorKey) setErrorKey(null);
        }}
      />
      <p id={ids.hint} data-part="hint">
        {intl.formatMessage({ id: isDisabled ? M.cannotCreateFolder : M.newFolderIn }, { folder: parentName })}
      </p>
      {errorKey ? (
        <p id={ids.error} role="alert" data-part="error">
          {intl.formatMessage({ id: errorKey })}
        </p>
      ) : null}
      <button type="submit" data-part="create" disabled={isDisabled} aria-busy={isBusy || undefined}>
        {intl.formatMessage({ id: M.createFolder })}
      </button>
    </form>
  );
}
