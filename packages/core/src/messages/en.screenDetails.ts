/**
 * English texts of the screen details and proof-of-play pages (spec accounts §2, §7). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_SCREEN_DETAILS = {
  'screenDetails.readOnly': 'You can see this screen’s settings, but changing them needs manage rights on its folder.', // ours
  'screenDetails.back': 'Back to screens',
  'screenDetails.notFound': 'This screen does not exist or was removed',
  'screenDetails.loadFailed': 'The screen could not be loaded',
  'screenDetails.retry': 'Try again',
  'screenDetails.removed': 'This screen was removed.',
  'screenDetails.facts': 'Screen status',
  'screenDetails.status': 'Status',
  'screenDetails.content': 'Content',
  'screenDetails.lastSeen': 'Last seen',
  'screenDetails.neverSeen': 'Never',
  'screenDetails.saved': '{section} saved',
  'screenDetails.invalid': 'Check the highlighted fields',

  'screenDetails.general': 'Name and tags',
  'screenDetails.name': 'Name',

  'screenDetails.timezone': 'Time zone',
  'screenDetails.deviceTime': 'Device time',
  'screenDetails.deviceTimeUnknown': 'Not reported yet',
  'screenDetails.ntpServer': 'NTP server',
  'screenDetails.ntpServerHelp': 'Optional: the time server the device synchronises its clock with',

  'screenDetails.volume': 'Volume',

  'screenDetails.brightness': 'Brightness',
  'screenDetails.firstBrightness': 'Brightness 1',
  'screenDetails.firstBrightnessFrom': 'Brightness 1 from',
  'screenDetails.secondBrightness': 'Brightness 2',
  'screenDetails.secondBrightnessFrom': 'Brightness 2 from',
  'screenDetails.brightnessInvalid': 'Brightness is a whole number from 0 to 100',

  'screenDetails.timers': 'Timers',
  'screenDetails.timersHelp':
    'The screen is on between the on and off times on the chosen days. Without timers it is always on.',
  'screenDetails.noTimers': 'No timers: the screen is always on.',
  'screenDetails.timer': 'Timer {number}',
  'screenDetails.addTimer': 'Add timer',
  'screenDetails.removeTimer': 'Remove timer {number}',
  'screenDetails.timeOn': 'On at',
  'screenDetails.timeOff': 'Off at',
  'screenDetails.timerDays': 'Days',
  'screenDetails.timerVolume': 'Volume (optional)',
  'screenDetails.timersUnchanged': 'No timer has changed',

  'screenDetails.display': 'Orientation and resolution',
  'screenDetails.orientation': 'Orientation',
  'screenDetails.orientationLANDSCAPE': 'Landscape',
  'screenDetails.orientationPORTRAIT': 'Portrait',
  'screenDetails.orientationAUTO': 'Auto',
  'screenDetails.resolution': 'Resolution',
  'screenDetails.resolutionHelp': 'Width x height in pixels, e.g. 1920x1080',
  'screenDetails.resolutionInvalid': 'Enter the resolution as width x height, e.g. 1920x1080',

  'screenDetails.remoteControl': 'Remote control',
  'screenDetails.remoteControlEnabled': 'Remote control enabled',
  'screenDetails.remoteControlOn': 'Remote control is enabled',
  'screenDetails.remoteControlLocked': 'Remote control is locked',

  'screenDetails.forceReload': 'Force reload',
  'screenDetails.forceReloadHelp': 'Reloads the player on the screen now: it fetches its app, content and media again.',
  'screenDetails.reloadSent': 'The screen reloads',

  'screenDetails.financeTag': 'Finance tag',

  'screenDetails.deleteScreen': 'Delete screen',
  'screenDetails.deleteHelp': "Deleting removes the screen and unpairs its player. Type the screen's name to confirm.",
  'screenDetails.deleteConfirm': 'Screen name to confirm',
  'screenDetails.deleteMismatch': 'The name does not match',
  'screenDetails.deleted': 'Screen {name} deleted',

  'proofOfPlay.back': 'Screen details',
  'proofOfPlay.heading': 'Proof of play: {name}',
  'proofOfPlay.takeScreenshot': 'Take screenshot',
  'proofOfPlay.waiting': 'Waiting for the screen…',
  'proofOfPlay.screenshots': 'Screenshots',
  'proofOfPlay.current': 'Current',
  'proofOfPlay.fromDay': 'From day',
  'proofOfPlay.tillDay': 'Till day',
  'proofOfPlay.show': 'Show',
  'proofOfPlay.rangeInvalid': 'The from day must not be after the till day',
  'proofOfPlay.noScreenshots': 'No screenshots in this period',
  'proofOfPlay.screenshotAlt': 'Screenshot of {name} taken {time}',
  'proofOfPlay.scenes': 'Scenes on this screen',
  'proofOfPlay.scene': 'Scene',
  'proofOfPlay.syncStatus': 'Sync status',
  'proofOfPlay.actions': 'Actions',
  'proofOfPlay.noScenes': 'No scenes are assigned to this screen.',
  'proofOfPlay.noSync': 'Not pushed yet',
  'proofOfPlay.forcePush': 'Force push',
  'proofOfPlay.forcePushScene': 'Force push {name}',
  'proofOfPlay.forcePushed': 'The screen fetches {name} again',
} as const;
