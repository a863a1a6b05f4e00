/**
 * English texts shared by every area: generic errors (spec section 8 of both files), common buttons,
 * side navigation, top bar and page titles. Where the spec quotes a text it is copied word for word.
 */
export const EN_SHARED = {
  'app.name': 'Screenplay',
  // Who bills direct customers and resellers (the provider): never renamed by a reseller's brand, unlike app.name.
  'app.provider': 'Screenplay',

  'common.ok': 'OK', // spec: "The error dialog shows a message with OK"
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.rename': 'Rename',
  'common.add': 'Add',
  'common.remove': 'Remove',
  'common.back': 'Back',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.refresh': 'Refresh',
  'common.search': 'Search',
  'common.loading': 'Loading…',
  'common.skipToContent': 'Skip to content',
  'common.showPassword': 'Show password',
  'common.uploadProgress': 'Upload progress',
  'common.avatarPreview': 'Avatar preview',
  // ours (issue 15): the avatar picker of /user_settings (ui AvatarPicker).
  'common.changePhoto': 'Change photo',
  'common.removePhoto': 'Remove',
  'common.removeChosenPhoto': 'Remove the chosen photo',
  'common.photoChosen': '{name} will be saved with the profile',

  'errors.unauthorized': 'Unauthorized Access Exception',
  'errors.permission': 'You need permission to perform this action',
  'errors.notFound': 'Item not found',
  'errors.serverError': 'Server Error',
  'errors.serverErrorDetails': 'Server Error - {details}',
  'errors.somethingWentWrong': 'Something went wrong',
  // The spec says HTTP errors "show the status and server message" without a wording: ours.
  'errors.httpError': '{status}: {message}',

  // ours (issue 24): the date/time input (ui DateTimeInput) writes en-GB whatever the browser's locale.
  'dateTime.dateHint': 'Date as dd/mm/yyyy',
  'dateTime.timeHint': 'Time as hh:mm, 24-hour clock',
  'dateTime.dateTimeHint': 'Date and time as dd/mm/yyyy hh:mm, 24-hour clock',
  'dateTime.invalidDate': 'Enter a date as dd/mm/yyyy, for example 27/11/2026',
  'dateTime.invalidTime': 'Enter a time as hh:mm on the 24-hour clock, for example 09:00',
  'dateTime.invalidDateTime': 'Enter a date and time as dd/mm/yyyy hh:mm, for example 27/11/2026 09:00',

  'validation.passwordConfirmationMismatch': 'The password confirmation does not match',
  'validation.passwordsShouldBeEqual': 'Passwords should be equal',
  'validation.currentPasswordIncorrect': 'The current password is incorrect', // contract: PATCH auth/password 422
  'validation.required': 'This field is required',

  'toast.region': 'Notifications',
  'toast.info': 'Information',
  'toast.warning': 'Warning',

  'nav.main': 'Main navigation',
  'nav.toggle': 'Collapse or expand the navigation',
  'nav.changeLogo': 'Change the {name} logo',
  'nav.version': 'Version {version}',
  'nav.screens': 'Screens',
  'nav.scenes': 'Scenes',
  'nav.library': 'Library',
  'nav.workgroups': 'Workgroups',
  'nav.customers': 'Customers',
  'nav.billing': 'Billing',
  'nav.resellers': 'Resellers',

  'topbar.notifications': 'Notifications',
  'topbar.userMenu': 'User menu',
  'topbar.userSettings': 'User Settings',
  'topbar.logout': 'Logout',
  'topbar.loginAs': 'Login As',
  'topbar.backToReseller': 'Back to Reseller',
  'topbar.loginAsTooltipActing': 'You are currently logged into your customer account',
  'topbar.loginAsTooltip': 'You can login into your customer account',
  // Not in the spec: the top bar's left area names the customer a reseller or super-admin acts as.
  'topbar.actingAs': 'Acting as {customer}',
  // Not in the spec (§2 shows "role names", §6 "Roles are shown by name"): the words of each role (core's roleLabelKey).
  'roles.superAdmin': 'Super admin',
  'roles.resellerAdmin': 'Reseller admin',
  'roles.customerAdmin': 'Customer admin',
  'roles.workgroupUser': 'Workgroup user',

  // Not in the spec: what a super-admin or reseller not acting as a customer sees on a customer's page
  // (screens, scenes, library) instead of an empty list and a refusal.
  'chooseCustomer.title': 'Choose a customer',
  'chooseCustomer.explanation':
    "Screens, scenes and the library belong to a customer. Log in as one of your customers to see and edit theirs; 'Back to Reseller' in the user menu brings you back.",
  'chooseCustomer.loginAs': 'Login As {customer}',
  'chooseCustomer.none': 'There is no customer to log in as yet.',

  'titles.home': 'Home',
  'titles.login': 'Login',
  'titles.resetPassword': 'Reset password',
  'titles.verifyEmail': 'Verify email',
  'titles.integrations': 'Integrations',
  'titles.screens': 'Screens',
  'titles.addScreen': 'Add screen',
  'titles.screenDetails': 'Screen details',
  'titles.proofOfPlay': 'Proof of play',
  'titles.assignScenes': 'Assign scenes',
  'titles.scenes': 'Scenes',
  'titles.createScene': 'Create scene',
  'titles.sceneEditor': 'Scene editor',
  'titles.sceneDetails': 'Scene details',
  'titles.editPlaylist': 'Edit playlist',
  'titles.preview': 'Preview',
  'titles.previewControls': 'Preview controls',
  'titles.assignScreens': 'Assign screens',
  'titles.library': 'Library',
  'titles.createLayout': 'Create layout',
  'titles.editLayout': 'Edit layout',
  'titles.templateEditor': 'Template editor',
  'titles.schedule': 'Schedule',
  'titles.settings': 'Settings',
  'titles.userSettings': 'User Settings',
  'titles.resellers': 'Resellers',
  'titles.customers': 'Customers',
  'titles.workgroups': 'Workgroups',
  'titles.billing': 'Billing',
} as const;
