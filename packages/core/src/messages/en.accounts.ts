/**
 * English texts of the accounts area (spec accounts): sign-in, user settings, screens, customers,
 * resellers, billing, workgroups and schedules. Quoted spec texts are copied word for word; where the
 * spec names a key without a text, the text is ours and says so in a comment.
 */
export const EN_ACCOUNTS = {
  'login.title': 'Login',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Login',
  'login.forgotPassword': 'Forgot password?',
  'login.forgotTitle': 'Forgot password',
  'login.forgotHint': 'Enter your email and we will send you a link to reset your password.',
  'login.sendRecovery': 'Send recovery email',
  'login.recoverySent': 'A recovery email has been sent to {email}',
  'login.backToLogin': 'Back to login',
  'login.invalid': 'Invalid user name or password',
  'login.throttled': 'Recovery email has already been sent',
  'login.emailNotFound': 'No user exists with such email',
  'login.invalidToken': 'Reset token is invalid',
  'login.incorrectConfirmationData': 'Incorrect confirmation data',

  'auth.resetTitle': 'Reset password',
  'auth.verifyTitle': 'Verify email and set a password',
  'auth.verifyEmailTitle': 'Verify email',
  'auth.newPassword': 'New password',
  'auth.confirmPassword': 'Confirm password',
  'auth.passwordRule': 'At least {min} characters', // PASSWORD_MIN_LENGTH; stated beside the field (issue 24)
  'auth.setPassword': 'Set password',
  'auth.continue': 'Continue',
  'auth.emailVerified': 'Your email has been verified',

  'userSettings.profile': 'Profile',
  'userSettings.changePassword': 'Change password',
  'userSettings.name': 'Name',
  'userSettings.lastName': 'Last name',
  'userSettings.middleName': 'Middle name',
  'userSettings.email': 'Email',
  'userSettings.phone': 'Phone',
  'userSettings.about': 'About',
  'userSettings.avatar': 'Avatar',
  'userSettings.currentPassword': 'Current password',
  'userSettings.saveProfile': 'Save profile',
  'userSettings.updatePassword': 'Update password',
  'userSettings.profileSaved': 'Profile saved',
  'userSettings.passwordChanged': 'Password changed',
  'userSettings.emailNotVerified': 'Your email is not verified.',
  'userSettings.resendVerification': 'Resend verification email',
  'userSettings.verificationSent': 'Verification email sent',

  'home.greetingMorning': 'Good morning, {name}',
  'home.greetingAfternoon': 'Good afternoon, {name}',
  'home.greetingEvening': 'Good evening, {name}',
  'home.lead': 'Choose where to start.',
  'home.areas': 'Areas',
  'home.area.screens': 'Players, their details and proof of play',
  'home.area.scenes': 'Compose scenes and publish them to screens',
  'home.area.library': 'Layouts, elements and media',
  'home.area.workgroups': 'People, roles and permissions',
  'home.area.customers': 'Customers, administrators and licenses',
  'home.area.billing': 'Payment methods, orders and subscriptions',
  'home.area.resellers': 'Resellers, administrators and prices',
  'home.area.userSettings': 'Your profile and password',

  'screens.statusOnline': 'ONLINE',
  'screens.statusPending': 'PENDING',
  'screens.statusOffline': 'OFFLINE',
  'screens.syncToBePublished': 'To be published',
  'screens.syncContentLoading': 'Content Loading',
  'screens.syncNotSynced': 'Not Synced',
  'screens.syncLive': 'Live',
  'screens.syncError': 'Error',
  'screens.contentLatest': 'Latest',
  'screens.contentNewAvailable': 'New available',
  'screens.maxTimers': 'A screen can have at most {max} timers', // spec gives the limit (7), not a text
  'screens.timerTypeInvalid': 'Choose a timer from TIMER_1 to TIMER_7', // ours: the spec names the slots only
  'screens.timerTimeInvalid': 'Enter a time as HH:mm',
  'screens.timerWeekdaysRequired': 'Choose at least one day',
  'screens.volumeInvalid': 'Volume is a whole number from 0 to 100',

  'addScreen.addScreen': 'Add screen',
  'addScreen.instructions': 'Instructions',
  'addScreen.verifications': 'Verification',
  'addScreen.success': 'Success',
  'addScreen.addError': "Can't add screen",
  // Spec: "adding a screen requires a payment method; the form needs a name and a verification code" (no texts).
  'addScreen.paymentMethodRequired': 'Adding a screen requires a payment method',
  'addScreen.nameRequired': 'Screen name is required',
  'addScreen.verificationCodeRequired': 'Verification code is required',

  'proofOfPlay.screenshotError': 'Something went wrong. Please try again',
  'proofOfPlay.deviceOffline': 'Not available. Device is offline',

  'schedule.allWeek': 'All Week',
  'schedule.weekdays': 'Weekdays',
  'schedule.weekends': 'Weekends',
  'schedule.newScheduleName': 'new Schedule',
  'schedule.scheduleRequired': 'At least one schedule is required', // spec rule, no text given

  'workgroups.adminMark': '(admin)',
  'workgroups.notVerified': 'Not verified',
  'workgroups.permissionFull': 'Full Access',
  'workgroups.permissionReadonly': 'Readonly',
  'workgroups.permissionHidden': 'Hidden',

  // Spec names customers.decreaseLicenseError without a text; the rule is "removing a license in use is refused".
  'customers.decreaseLicenseError': 'A license that is in use cannot be removed',
  'customers.adminEmailTaken': 'The user with the email provided already exists',

  'resellers.addAdminErrorWithTheSameEmail': 'admin with email {email} - already exist',
  'resellers.addAdminError': "Can't add the administrator", // spec: key only

  // Spec: billing.* keys without texts (ours), except 'Invoice not bound'.
  'billing.postalCodeError': 'A postal code is required',
  'billing.otherBillingDetailsError': "Can't update the billing details",
  'billing.terminatePaymentIdError': "Can't terminate the payment",
  'billing.deleteAttachedCardError': "Can't delete the attached card",
  'billing.getRewardError': "Can't load the rewards",
  'billing.invoiceNotBound': 'Invoice not bound',
  'billing.card': 'Card',
  'billing.invoice': 'Invoice',

  'social.addAccountNotAllowed': 'User is not allowed to add account',
} as const;
