import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';

/** spec: folder names have at least 2 characters (after trimming). */
export const FOLDER_NAME_MIN_LENGTH = 2;

/** Creates a folder inside the selected one; a name shorter than 2 characters is refused before any call. */
export function NewFolderForm({ onCreate }: { onCreate: (name: string) => Promise<unknown> }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const { isSubmitting, formError, run, reject } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < FOLDER_NAME_MIN_LENGTH) {
      reject({ formError: intl.formatMessage({ id: 'folders.nameTooShort' }) });
      return;
    }
    if (await run(() => onCreate(trimmed))) setName('');
  };

  return (
    <form data-scope="scenes" data-part="new-folder" onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'folders.newFolder' })}
        name="folderName"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormMessage scope="scenes" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="secondary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'folders.create' })}
      </Button>
    </form>
  );
}
