/**
 * English texts of the screens API's error answers (spec accounts §7, §8). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_SCREENS_API = {
  // The refusals of an add by the customer's licences (core's SCREEN_ADD_REFUSAL_KEYS), each with the way forward of
  // the customer's type: Direct buys a licence in Billing, Delegated asks its reseller. Ours: the spec gives no text
  // (issue 13: "with none free, the wizard says so"; issue 22: only the provider or a reseller adds a free screen);
  // a refused free screen is worded like spec §8's 'User is not allowed to add account'.
  'screensApi.noFreeLicence': 'No free screen licence: buy a licence in Billing',
  'screensApi.noFreeLicenceDelegated': 'No free screen licence: ask your reseller for a licence',
  'screensApi.freeScreenNotAllowed': 'User is not allowed to add a free screen: buy a licence in Billing',
  'screensApi.freeScreenNotAllowedDelegated':
    'User is not allowed to add a free screen: ask your reseller for a licence or a free screen',
  'screensApi.maxScreensReached': 'The maximum number of screens is reached: remove a screen to add another', // ours (issue 22)
  'screensApi.tooManyPairingAttempts': 'Too many wrong verification codes. Try again later', // ours: after 5 wrong codes in 15 minutes
  'screensApi.titleMismatch': 'Type the screen’s name to confirm', // ours: DELETE screens/{id} carries the title as a confirmation
  'screensApi.nameTooLong': 'Screen name may have at most 255 characters', // ours
  'screensApi.timezoneInvalid': 'Choose a time zone from the list', // ours: IANA zones only
  'screensApi.orientationInvalid': 'Choose PORTRAIT, LANDSCAPE or AUTO', // spec §3 names the three
  'screensApi.resolutionInvalid': 'Enter a resolution as WIDTHxHEIGHT, such as 1920x1080', // ours
  'screensApi.finTagTooLong': 'Finance tag may have at most 100 characters', // ours
  'screensApi.ntpServerInvalid': 'Enter a host name for the NTP server', // ours
  'screensApi.remoteControlInvalid': 'Remote control is enabled or disabled', // spec §4
  'screensApi.sceneNotAssignable': 'Only a saved scene can be assigned to a screen', // ours: draft copies are not assignable
  'screensApi.tagsInvalid': 'Tags are a list of names or tags', // ours
  'screensApi.folderInvalid': 'Choose a screens folder', // ours
  'screensApi.freeScreenInvalid': 'Free screen is yes or no', // ours
  'screensApi.scheduleTargetInvalid': 'Each schedule names its scene or screen by id', // ours
  'screensApi.instantInvalid': 'Give a date and time with its offset, e.g. 2026-03-29T09:00:00Z', // ours
  'screensApi.periodInvalid': 'The end of the period must come after its start', // ours
  'screensApi.periodTooLong': 'A timeline covers at most {days} days', // ours (core TIMELINE_MAX_DAYS)
} as const;
