import { ROLE_NAMES, sortMembers, type Workgroup, type WorkgroupRole } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useState } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';
import { MemberCard, RoleSelect } from './MemberCard';
import { PermissionsForm } from './PermissionsForm';
import type { WorkgroupsCalls } from '@screenplay/hooks/accounts';

interface PanelProps {
  workgroup: Workgroup;
  calls: WorkgroupsCalls;
  onChanged: () => void;
}

/** Renaming a workgroup (`PUT workgroups/{id} {title}`). */
function RenameForm({ workgroup, calls, onChanged }: PanelProps) {
  const t = useText();
  const { toasts } = usePortal();
  const [title, setTitle] = useState(workgroup.title);
  const save = useSubmit({ showFieldErrors: true });
  const submit = async () => {
    if (!(await save.run(() => calls.rename(workgroup.id, title)))) return;
    setTitle(title.trim());
    toasts.show({ type: 'INFO', messageKey: 'workgroups.renamed', values: { title: title.trim() } });
    onChanged();
  };
  return (
    <form
      data-scope="workgroups"
      data-part="rename"
      aria-label={t('workgroups.rename')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('workgroups.title')}
        name="title"
        value={title}
        required
        error={save.fieldErrors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" variant="secondary" isLoading={save.isSubmitting}>
        {t('workgroups.rename')}
      </Button>
    </form>
  );
}

/** Inviting a user into the workgroup (`POST workgroups/{id}/users`): the person gets the e-mailed link. */
function InviteForm({ workgroup, calls, onChanged }: PanelProps) {
  const t = useText();
  const { toasts } = usePortal();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<WorkgroupRole>(ROLE_NAMES.workgroupUser);
  const save = useSubmit({ showFieldErrors: true });
  const submit = async () => {
    const invite = { email: email.trim(), name, roles: [role] };
    if (!(await save.run(() => calls.invite(workgroup.id, invite)))) return;
    toasts.show({ type: 'INFO', messageKey: 'workgroups.invited', values: { email: invite.email } });
    setEmail('');
    setName('');
    setRole(ROLE_NAMES.workgroupUser);
    onChanged();
  };
  return (
    <form
      data-scope="workgroups"
      data-part="invite"
      aria-labelledby={`workgroup-${workgroup.id}-invite`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`workgroup-${workgroup.id}-invite`}>{t('workgroups.invite')}</h3>
      <TextField
        label={t('workgroups.email')}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        required
        error={save.fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('workgroups.name')}
        name="name"
        autoComplete="off"
        value={name}
        required
        error={save.fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <RoleSelect name="role" value={role} onChange={setRole} />
      <FormMessage scope="workgroups" kind="error">
        {save.formError ?? save.fieldErrors.roles ?? null}
      </FormMessage>
      <Button type="submit" isLoading={save.isSubmitting}>
        {t('workgroups.inviteSend')}
      </Button>
    </form>
  );
}

/**
 * One workgroup (issue 13): rename, delete (refused by the server with 409 while it has members; the refusal is
 * shown), its members as cards in core's order (customer-admins first, then by name), the invitation form and the
 * permissions form.
 */
export function WorkgroupPanel({ workgroup, all, calls, onChanged }: PanelProps & { all: readonly Workgroup[] }) {
  const t = useText();
  const { toasts, popups } = usePortal();
  const others = all.filter((other) => other.id !== workgroup.id);
  const members = sortMembers(workgroup.users);
  const headingId = `workgroup-${workgroup.id}-heading`;

  const remove = async () => {
    const values = { title: workgroup.title };
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'workgroups.deleteConfirm',
      values,
      confirmLabelKey: 'common.delete',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.remove(workgroup.id);
      toasts.show({ type: 'INFO', messageKey: 'workgroups.deleted', values });
      onChanged();
    } catch (caught) {
      toastError(toasts, caught);
    }
  };

  return (
    <section data-scope="workgroups" data-part="panel" aria-labelledby={headingId}>
      <header data-part="panel-header">
        <h2 id={headingId}>{workgroup.title}</h2>
        <Button type="button" variant="danger" onClick={() => void remove()}>
          {t('workgroups.delete')}
        </Button>
      </header>
      <RenameForm workgroup={workgroup} calls={calls} onChanged={onChanged} />
      <h3>{t('workgroups.members', { title: workgroup.title })}</h3>
      {members.length === 0 ? (
        <p data-part="empty">{t('workgroups.noMembers')}</p>
      ) : (
        <ul data-part="members" aria-label={t('workgroups.members', { title: workgroup.title })}>
          {members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              workgroup={workgroup}
              others={others}
              calls={calls}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
      <InviteForm workgroup={workgroup} calls={calls} onChanged={onChanged} />
      <PermissionsForm workgroup={workgroup} calls={calls} onChanged={onChanged} />
    </section>
  );
}
