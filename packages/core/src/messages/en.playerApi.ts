/**
 * English texts of the web player API's error answers (ours; the spec has no player). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_PLAYER_API = {
  'playerApi.unpaired': 'This player is not paired with a screen.',
  'playerApi.tooManyPairings': 'Too many pairing codes were asked for from this address. Please try again later.',
  'playerApi.screenshotNotRequested': 'No screenshot was requested from this screen with this id.',
  'playerApi.screenshotType': 'A screenshot must be a PNG, JPEG or WebP image.',
  'playerApi.screenshotTooLarge': 'A screenshot may be at most 4 MB.',
  'playerApi.screenshotEmpty': 'The screenshot is empty.',
  'playerApi.linkInvalid': 'This link is invalid or has expired.',
  'playerApi.archiveDates': 'The dates must be days (YYYY-MM-DD), the first not after the last.',
  'playerApi.archiveTooLong': 'The archive can be listed for at most 31 days at a time.',
} as const;
