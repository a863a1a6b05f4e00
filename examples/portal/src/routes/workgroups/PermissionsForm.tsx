import {
  NOT_GRANTED_LEVEL,
  WORKGROUP_ACCESS_LEVELS,
  WORKGROUP_PERMISSION_TYPES,
  permissionTypeLabelKey,
  type PermissionLevel,
  type Workgroup,
  type WorkgroupPermission,
  type WorkgroupPermissionType,
} from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import type { WorkgroupsCalls } from '@screenplay/hooks/accounts';

/** Every permission type with its level in `granted` (Hidden when not granted), in core's order. */
export function levelsOf(granted: readonly WorkgroupPermission[]): Record<WorkgroupPermissionType, PermissionLevel> {
  const levels = Object.fromEntries(WORKGROUP_PERMISSION_TYPES.map((type) => [type, NOT_GRANTED_LEVEL]));
  for (const { permissionType, level } of granted) levels[permissionType] = level;
  return levels as Record<WorkgroupPermissionType, PermissionLevel>;
}

/**
 * The permissions form of a workgroup (issue 13): each permission type with Full Access / Readonly / Hidden as a
 * radio group, saved together (`PUT workgroups/{id}/grouppermissions`, every type listed).
 */
export function PermissionsForm({
  workgroup,
  calls,
  onChanged,
}: {
  workgroup: Workgroup;
  calls: WorkgroupsCalls;
  onChanged: () => void;
}) {
  const t = useText();
  const { toasts } = usePortal();
  const [levels, setLevels] = useState(() => levelsOf(workgroup.permissions));
  const save = useSubmit();
  const headingId = `workgroup-${workgroup.id}-permissions`;

  const submit = async () => {
    const permissions = WORKGROUP_PERMISSION_TYPES.map((permissionType) => ({
      permissionType,
      level: levels[permissionType],
    }));
    if (!(await save.run(() => calls.savePermissions(workgroup.id, permissions)))) return;
    toasts.show({ type: 'INFO', messageKey: 'workgroups.permissionsSaved', values: { title: workgroup.title } });
    onChanged();
  };

  return (
    <form
      data-scope="workgroups"
      data-part="permissions"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId}>{t('workgroups.permissions', { title: workgroup.title })}</h3>
      {WORKGROUP_PERMISSION_TYPES.map((type) => (
        <fieldset key={type} data-part="permission">
          <legend>{t(permissionTypeLabelKey(type))}</legend>
          {WORKGROUP_ACCESS_LEVELS.map(({ level, labelKey }) => (
            <label key={level}>
              <input
                type="radio"
                name={`${workgroup.id}-${type}`}
                value={level}
                checked={levels[type] === level}
                onChange={() => setLevels((current) => ({ ...current, [type]: level }))}
              />
              {t(labelKey)}
            </label>
          ))}
        </fieldset>
      ))}
      <FormMessage scope="workgroups" kind="error">
        {save.formError}
      </FormMessage>
      <Button type="submit" isLoading={save.isSubmitting}>
        {t('workgroups.permissionsSave')}
      </Button>
    </form>
  );
}
