import type { Reseller, ResellerAdministrator } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';
import { addAdministratorFailure, administratorName } from './resellers.logic';
import type { ResellersCalls } from '@screenplay/hooks/accounts';

interface Props {
  reseller: Reseller;
  calls: ResellersCalls;
  /** The signed-in user: no one is offered removing themself (the server refuses it, 409). */
  userId: number;
  onChanged: (reseller?: Reseller) => void;
}

/** Adding an administrator (`POST resellers/{id}/administrators {name, email}`): the person is e-mailed an invitation. */
function AddAdministratorForm({ reseller, calls, onChanged }: Omit<Props, 'userId'>) {
  const t = useText();
  const { toasts } = usePortal();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const { formError, fieldErrors, reject } = useSubmit({ showFieldErrors: true });
  const headingId = `reseller-${reseller.id}-add-admin`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const saved = await calls.addAdministrator(reseller.id, { name: name.trim(), email: email.trim() });
      reject({});
      toasts.show({ type: 'INFO', messageKey: 'resellerManagement.adminAdded', values: { email: email.trim() } });
      setName('');
      setEmail('');
      onChanged(saved);
    } catch (caught) {
      const failure = addAdministratorFailure(caught);
      reject('fieldErrors' in failure ? failure : { formError: t(failure.formErrorKey) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form data-scope="resellers" data-part="add-admin" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h4 id={headingId}>{t('resellerManagement.addAdmin')}</h4>
      <TextField
        label={t('resellerManagement.adminName')}
        name="name"
        autoComplete="off"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name ?? fieldErrors.lastName}
      />
      <TextField
        label={t('resellerManagement.adminEmail')}
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <FormMessage scope="resellers" kind="error">
        {formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" isLoading={isSubmitting}>
          {t('resellerManagement.addAdmin')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A reseller's administrators (spec accounts §4, §5): a table of name, e-mail and whether the invitation was
 * accepted, removal after a confirmation (never of oneself), and the form that invites a new one.
 */
export function ResellerAdministrators({ reseller, calls, userId, onChanged }: Props) {
  const t = useText();
  const { toasts, popups } = usePortal();
  const headingId = `reseller-${reseller.id}-admins`;

  const remove = async (admin: ResellerAdministrator) => {
    const name = administratorName(admin);
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'resellerManagement.removeAdminConfirm',
      values: { name, email: admin.email, title: reseller.title },
      confirmLabelKey: 'common.remove',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.removeAdministrator(reseller.id, admin.id);
      toasts.show({ type: 'INFO', messageKey: 'resellerManagement.adminRemoved', values: { name } });
      onChanged();
    } catch (caught) {
      toastError(toasts, caught);
    }
  };

  return (
    <section data-scope="resellers" data-part="admins" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('resellerManagement.adminsHeading', { title: reseller.title })}</h3>
      {reseller.administrators.length === 0 ? (
        <p data-part="empty">{t('resellerManagement.adminsEmpty')}</p>
      ) : (
        <table data-part="admins-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('resellerManagement.adminName')}</th>
              <th scope="col">{t('resellerManagement.adminEmail')}</th>
              <th scope="col">{t('resellerManagement.adminStatus')}</th>
              <th scope="col">{t('resellerManagement.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {reseller.administrators.map((admin) => {
              const name = administratorName(admin);
              const isSelf = admin.id === userId;
              return (
                <tr key={admin.id}>
                  <th scope="row">
                    {name}
                    {isSelf ? ` ${t('resellerManagement.you')}` : ''}
                  </th>
                  <td>{admin.email}</td>
                  <td data-state={admin.emailVerifiedAt === null ? 'not-verified' : 'verified'}>
                    {admin.emailVerifiedAt === null
                      ? t('resellerManagement.notVerified')
                      : t('resellerManagement.verified')}
                  </td>
                  <td>
                    {isSelf ? null : (
                      <Button
                        variant="ghost"
                        aria-label={t('resellerManagement.removeAdmin', { name })}
                        onClick={() => void remove(admin)}
                      >
                        {t('resellerManagement.removeAdminShort')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <AddAdministratorForm reseller={reseller} calls={calls} onChanged={onChanged} />
    </section>
  );
}
