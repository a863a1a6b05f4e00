import type { Customer } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';

/** The server's problems of the administrators list (`administrators`, `administrators.{i}.email`) as one text. */
function administratorsProblem(errors: Record<string, string>): string | undefined {
  const messages = Object.entries(errors)
    .filter(([field]) => field === 'administrators' || field.startsWith('administrators.'))
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join('\n') : undefined;
}

/**
 * A customer's administrators, added and removed one at a time (spec accounts §4 "Customer: ... administrator add or
 * remove"): each listed with Remove (after a confirmation; the account stays the customer's, without the role), and
 * an e-mail field that invites one more. Both send the whole list (`PUT customers/{id} {administrators}` replaces
 * it, spec §7 naming no administrator calls of their own); `onSave` answers the customer as the server now has it.
 */
export function CustomerAdministrators({
  customer,
  onSave,
  onClose,
}: {
  customer: Customer;
  onSave: (emails: readonly string[]) => Promise<Customer>;
  onClose: () => void;
}) {
  const t = useText();
  const { toasts, popups } = usePortal();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const { isSubmitting, formError, fieldErrors, run } = useSubmit({ showFieldErrors: true });
  const emails = customer.administrators.map((admin) => admin.email);
  const { title } = customer;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const added = email.trim();
    const isDone = await run(() => onSave([...emails, added]));
    if (!isDone) return;
    toasts.show({ type: 'INFO', messageKey: 'customerManagement.administratorInvited', values: { email: added } });
    setEmail('');
  };

  const remove = async (removed: string) => {
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'customerManagement.removeAdministratorConfirm',
      values: { email: removed, title },
      confirmLabelKey: 'customerManagement.removeAdministratorShort',
    });
    if (answer.action !== 'confirm') return;
    try {
      await onSave(emails.filter((one) => one !== removed));
      toasts.show({
        type: 'INFO',
        messageKey: 'customerManagement.administratorRemoved',
        values: { email: removed, title },
      });
    } catch (caught) {
      toastError(toasts, caught);
    }
  };

  return (
    <section data-scope="customers" data-part="administrators" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('customerManagement.manageAdministrators', { title })}</h3>
      {emails.length === 0 ? (
        <p data-part="empty">{t('customerManagement.noAdministrators')}</p>
      ) : (
        <ul data-part="admins" aria-labelledby={headingId}>
          {emails.map((one) => (
            <li key={one}>
              <span>{one}</span>
              <Button
                variant="ghost"
                aria-label={t('customerManagement.removeAdministrator', { email: one })}
                onClick={() => void remove(one)}
              >
                {t('customerManagement.removeAdministratorShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form data-part="add-admin" aria-label={t('customerManagement.addAdministrator')} onSubmit={add} noValidate>
        <TextField
          label={t('customerManagement.adminEmail')}
          description={t('customerManagement.adminEmailHelp')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={administratorsProblem(fieldErrors)}
        />
        <FormMessage scope="customers" kind="error">
          {formError}
        </FormMessage>
        <div data-part="buttons">
          <Button type="submit" variant="primary" isLoading={isSubmitting}>
            {t('customerManagement.addAdministrator')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('customerManagement.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
