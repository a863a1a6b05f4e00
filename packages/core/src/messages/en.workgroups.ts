/**
 * English texts of the workgroups area (issue 13): the permission types' labels and the validation problems of
 * the workgroups API (core's `access/workgroups.ts`), shared by the server's 422 answers and the portal. The
 * access levels' labels are the spec's and live in en.accounts.ts (`workgroups.permissionFull` etc.).
 */
export const EN_WORKGROUPS = {
  // The permission types (spec §6 names the actions; the labels are ours).
  'workgroups.permission.createAFolder': 'Creating folders',
  'workgroups.permission.createALibraryFolder': 'Library folders',
  'workgroups.permission.editALibraryAFolder': 'Editing library folders',
  'workgroups.permission.ManageAFolder': 'Managing folders',
  'workgroups.permission.createAndEditScenes': 'Creating and editing scenes',
  'workgroups.permission.scheduleScenes': 'Scheduling scenes',
  'workgroups.permission.manageScreens': 'Managing screens',
  // Validation problems (ours).
  'workgroupErrors.titleRequired': 'Enter a workgroup name',
  'workgroupErrors.titleTooLong': 'A workgroup name may have at most 255 characters', // core WORKGROUP_TITLE_MAX_LENGTH
  'workgroupErrors.permissionsList': 'Permissions must be a list of permission types with their levels',
  'workgroupErrors.permissionType': 'Unknown permission type',
  'workgroupErrors.permissionLevel': 'The level must be Full Access, Readonly or Hidden',
  'workgroupErrors.permissionRepeated': 'Each permission type may be given once',
  'workgroupErrors.nameRequired': 'Enter a name',
  'workgroupErrors.nameTooLong': 'A name may have at most 255 characters', // core WORKGROUP_USER_NAME_MAX_LENGTH
  'workgroupErrors.lastNameTooLong': 'A last name may have at most 255 characters',
  'workgroupErrors.rolesRequired': 'Choose a role',
  'workgroupErrors.roleUnknown': 'The role must be customer-admin or workgroup-user',
  'workgroupErrors.ownAdminRole': 'You cannot take the admin role from yourself',
  'workgroupErrors.emailInvalid': 'Enter a valid e-mail address',
  'workgroupErrors.workgroupId': 'Choose a workgroup',
  'workgroupErrors.notEmpty': 'The workgroup still has members: move or remove them first',
  // The workgroups page (issue 13; the spec gives no texts for these, they are ours).
  'workgroups.list': 'Workgroups',
  'workgroups.loadError': 'The workgroups could not be loaded',
  'workgroups.retry': 'Try again',
  'workgroups.empty': 'No workgroups yet. Create one to invite people and choose what they may do.',
  'workgroups.newTitle': 'New workgroup name',
  'workgroups.create': 'Create workgroup',
  'workgroups.created': 'Workgroup {title} created',
  'workgroups.title': 'Workgroup name',
  'workgroups.rename': 'Rename workgroup',
  'workgroups.renamed': 'Workgroup renamed to {title}',
  'workgroups.delete': 'Delete workgroup',
  'workgroups.deleteConfirm':
    'Delete the workgroup {title}? Its permissions are deleted with it; a workgroup with members cannot be deleted.',
  'workgroups.deleted': 'Workgroup {title} deleted',
  'workgroups.members': 'Members of {title}',
  'workgroups.noMembers': 'Nobody is in this workgroup yet. Invite someone below.',
  'workgroups.invite': 'Invite a user',
  'workgroups.inviteSend': 'Send invitation',
  'workgroups.invited': 'An invitation was sent to {email}',
  'workgroups.email': 'E-mail',
  'workgroups.name': 'Name',
  'workgroups.role': 'Role',
  'workgroups.editMember': 'Edit {name}',
  'workgroups.memberSaved': '{name} saved',
  'workgroups.moveTo': 'Move {name} to',
  'workgroups.move': 'Move',
  'workgroups.moved': '{name} moved to {title}',
  'workgroups.removeMember': 'Remove {name}',
  'workgroups.removeConfirm':
    'Remove {name} from {title}? Their account stays; they lose the permissions of this workgroup.',
  'workgroups.removed': '{name} removed from {title}',
  'workgroups.permissions': 'Permissions of {title}',
  'workgroups.permissionsSave': 'Save permissions',
  'workgroups.permissionsSaved': 'Permissions of {title} saved',
} as const;
