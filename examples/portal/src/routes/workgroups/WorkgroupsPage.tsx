import { deriveAccess, needsCustomerChoice, type Workgroup } from '@screenplay/core';
import { DRAG_MIME, decodeDragPayload } from '@screenplay/core/library';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useMemo, useState } from 'react';
import { ChooseCustomer } from '../../app/ChooseCustomer';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';
import { memberName } from './MemberCard';
import { WorkgroupPanel } from './WorkgroupPanel';
import { workgroupsCalls } from '@screenplay/hooks/accounts';
import './workgroups.css';

/** Creating a workgroup (`POST workgroups {title}`); answers the new workgroup's id. */
function CreateForm({ onCreate }: { onCreate: (title: string) => Promise<unknown> }) {
  const t = useText();
  const [title, setTitle] = useState('');
  const save = useSubmit({ showFieldErrors: true });
  return (
    <form
      data-scope="workgroups"
      data-part="create"
      aria-label={t('workgroups.create')}
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(() => onCreate(title)).then((isDone) => isDone && setTitle(''));
      }}
    >
      <TextField
        label={t('workgroups.newTitle')}
        name="newTitle"
        value={title}
        required
        error={save.fieldErrors.title ?? save.formError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" isLoading={save.isSubmitting}>
        {t('workgroups.create')}
      </Button>
    </form>
  );
}

/**
 * `/workgroups` (spec accounts §2, §4; issue 13): the customer's workgroups, one open at a time with its members,
 * invitation and permissions. The route table opens it to a customer's admin (Direct or Delegated), its reseller
 * logged in as it and a super-admin (core's `canSeeWorkgroups`, issue 25); workgroups
 * belong to a customer, so a super-admin acting as none is asked to choose one first (as on the customer's content
 * pages) instead of meeting the server's 403.
 */
export default function WorkgroupsPage() {
  const { session } = usePortal();
  const user = useValue(session.$user);
  if (user && needsCustomerChoice(deriveAccess(user))) return <ChooseCustomer />;
  return <CustomerWorkgroups />;
}

/** The acting customer's workgroups. */
function CustomerWorkgroups() {
  const t = useText();
  const { api, toasts } = usePortal();
  const calls = useMemo(() => workgroupsCalls(api), [api]);
  const listing = useLoader(() => calls.list(), [calls]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [dropId, setDropId] = useState<number | null>(null);

  if (listing.data === undefined) {
    if (listing.status === 'error')
      return (
        <div data-scope="workgroups" data-part="error" role="alert">
          <p>{t('workgroups.loadError')}</p>
          <Button type="button" onClick={listing.reload}>
            {t('workgroups.retry')}
          </Button>
        </div>
      );
    return <LoadingIndicator />;
  }
  const all = listing.data;
  const open = all.find((workgroup) => workgroup.id === openId) ?? all[0] ?? null;
  const create = async (title: string) => {
    const created = await calls.create(title);
    toasts.show({ type: 'INFO', messageKey: 'workgroups.created', values: { title: created.title } });
    setOpenId(created.id);
    listing.reload();
  };
  /** A member card dropped on a workgroup of the list: the member moves there (`PATCH workgroups/{id}/users/{uid}`). */
  const dropMember = async (userId: number, to: Workgroup) => {
    const from = all.find((workgroup) => workgroup.users.some((user) => user.id === userId));
    const member = from?.users.find((user) => user.id === userId);
    if (!from || !member || from.id === to.id) return;
    try {
      await calls.moveMember(from.id, userId, to.id);
      toasts.show({
        type: 'INFO',
        messageKey: 'workgroups.moved',
        values: { name: memberName(member), title: to.title },
      });
      listing.reload();
    } catch (caught) {
      toastError(toasts, caught);
    }
  };

  return (
    <div data-scope="workgroups" data-part="root">
      <aside data-scope="workgroups" data-part="sidebar">
        <nav aria-label={t('workgroups.list')}>
          {all.length === 0 ? (
            <p data-part="empty">{t('workgroups.empty')}</p>
          ) : (
            <ul data-part="list">
              {all.map((workgroup) => (
                <li key={workgroup.id}>
                  <button
                    type="button"
                    data-part="item"
                    aria-current={workgroup.id === open?.id ? 'true' : undefined}
                    data-drop-active={dropId === workgroup.id || undefined}
                    onClick={() => setOpenId(workgroup.id)}
                    onDragOver={(event) => {
                      if (!event.dataTransfer.types.includes(DRAG_MIME)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      setDropId(workgroup.id);
                    }}
                    onDragLeave={() => setDropId(null)}
                    onDrop={(event) => {
                      setDropId(null);
                      const payload = decodeDragPayload(event.dataTransfer.getData(DRAG_MIME));
                      if (payload?.kind !== 'user' || typeof payload.id !== 'number') return;
                      event.preventDefault();
                      void dropMember(payload.id, workgroup);
                    }}
                  >
                    {workgroup.title} <span data-part="count">({workgroup.users.length})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <CreateForm onCreate={create} />
      </aside>
      {open && <WorkgroupPanel key={open.id} workgroup={open} all={all} calls={calls} onChanged={listing.reload} />}
    </div>
  );
}
