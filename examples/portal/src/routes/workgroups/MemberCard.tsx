import {
  ROLE_NAMES,
  roleLabelKey,
  WORKGROUP_ASSIGNABLE_ROLES,
  type Workgroup,
  type WorkgroupMember,
  type WorkgroupRole,
} from '@screenplay/core';
import { DRAG_MIME, encodeDragPayload } from '@screenplay/core/library';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useSubmit } from '../../app/useSubmit';
import type { WorkgroupsCalls } from '@screenplay/hooks/accounts';

/** A member's full name as the card shows it. */
export function memberName(member: Pick<WorkgroupMember, 'name' | 'lastName'>): string {
  return member.lastName ? `${member.name} ${member.lastName}` : member.name;
}

/** The role a member holds as the role chooser offers it (an admin is a customer-admin). */
export function memberRole(member: Pick<WorkgroupMember, 'isAdmin'>): WorkgroupRole {
  return member.isAdmin ? ROLE_NAMES.customerAdmin : ROLE_NAMES.workgroupUser;
}

/** The role chooser: customer-admin or workgroup-user (core's assignable roles). */
export function RoleSelect({
  value,
  onChange,
  name,
}: {
  value: WorkgroupRole;
  onChange: (role: WorkgroupRole) => void;
  name: string;
}) {
  const t = useText();
  const id = useId();
  return (
    <div data-scope="workgroups" data-part="role-field">
      <label htmlFor={id}>{t('workgroups.role')}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          const role = WORKGROUP_ASSIGNABLE_ROLES.find((known) => known === event.target.value);
          if (role) onChange(role);
        }}
      >
        {WORKGROUP_ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(roleLabelKey(role))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of {@link MemberCard}. */
export interface MemberCardProps {
  member: WorkgroupMember;
  workgroup: Workgroup;
  /** The customer's other workgroups, where the member may be moved. */
  others: readonly Workgroup[];
  calls: WorkgroupsCalls;
  /** Called after a stored change, so the page reloads the list. */
  onChanged: () => void;
}

/**
 * The member card (spec accounts §4): name, '(admin)' for an admin, a not-verified mark while the e-mail is not
 * verified, and the admin's actions: edit name and role, move to another workgroup, remove from this one. The card
 * drags (the spec's `user` payload) onto another workgroup of the list, which moves the member there; the "Move to"
 * chooser is the keyboard's way.
 */
export function MemberCard({ member, workgroup, others, calls, onChanged }: MemberCardProps) {
  const t = useText();
  const { toasts, popups } = usePortal();
  const full = memberName(member);
  const [isEditing, setEditing] = useState(false);
  const [name, setName] = useState(member.name);
  const [role, setRole] = useState<WorkgroupRole>(memberRole(member));
  const [chosen, setTarget] = useState<number | null>(null);
  // The chosen workgroup while it still exists, else the first other one (the list reloads after each change).
  const target = others.some((other) => other.id === chosen) ? chosen : (others[0]?.id ?? null);
  const save = useSubmit({ showFieldErrors: true });
  const moveId = useId();

  /** Opens the edit form with what is stored now (the card stays mounted across reloads). */
  const startEditing = () => {
    setName(member.name);
    setRole(memberRole(member));
    setEditing(true);
  };
  const submitEdit = async () => {
    const isSaved = await save.run(() => calls.updateMember(workgroup.id, member.id, { name, roles: [role] }));
    if (!isSaved) return;
    setEditing(false);
    toasts.show({ type: 'INFO', messageKey: 'workgroups.memberSaved', values: { name } });
    onChanged();
  };
  const move = async () => {
    const to = others.find((other) => other.id === target);
    if (!to) return;
    try {
      await calls.moveMember(workgroup.id, member.id, to.id);
      toasts.show({ type: 'INFO', messageKey: 'workgroups.moved', values: { name: full, title: to.title } });
      onChanged();
    } catch (caught) {
      toastError(toasts, caught);
    }
  };
  const remove = async () => {
    const values = { name: full, title: workgroup.title };
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'workgroups.removeConfirm',
      values,
      confirmLabelKey: 'common.delete',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.removeMember(workgroup.id, member.id);
      toasts.show({ type: 'INFO', messageKey: 'workgroups.removed', values });
      onChanged();
    } catch (caught) {
      toastError(toasts, caught);
    }
  };

  return (
    <li
      data-scope="workgroups"
      data-part="member"
      aria-label={full}
      draggable={others.length > 0 && !isEditing}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_MIME, encodeDragPayload({ kind: 'user', id: member.id }));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <p data-part="member-name">
        <strong>{full}</strong>
        {member.isAdmin && <span data-part="admin-mark"> {t('workgroups.adminMark')}</span>}
      </p>
      <p data-part="member-email">{member.email}</p>
      {member.emailVerifiedAt === null && <p data-part="not-verified">{t('workgroups.notVerified')}</p>}
      {isEditing ? (
        <form
          data-part="member-form"
          aria-label={t('workgroups.editMember', { name: full })}
          onSubmit={(event) => {
            event.preventDefault();
            void submitEdit();
          }}
        >
          <TextField
            label={t('workgroups.name')}
            name="name"
            value={name}
            required
            error={save.fieldErrors.name ? save.fieldErrors.name : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <RoleSelect name="role" value={role} onChange={setRole} />
          {save.fieldErrors.roles && <p role="alert">{save.fieldErrors.roles}</p>}
          {save.formError && <p role="alert">{save.formError}</p>}
          <div data-part="actions">
            <Button type="submit" isLoading={save.isSubmitting}>
              {t('common.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div data-part="actions">
          <Button type="button" variant="secondary" onClick={startEditing}>
            {t('workgroups.editMember', { name: full })}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void remove()}>
            {t('workgroups.removeMember', { name: full })}
          </Button>
        </div>
      )}
      {others.length > 0 && !isEditing && (
        <div data-part="move">
          <label htmlFor={moveId}>{t('workgroups.moveTo', { name: full })}</label>
          <select id={moveId} value={target ?? ''} onChange={(event) => setTarget(Number(event.target.value))}>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.title}
              </option>
            ))}
          </select>
          <Button type="button" variant="secondary" onClick={() => void move()}>
            {t('workgroups.move')}
          </Button>
        </div>
      )}
    </li>
  );
}
