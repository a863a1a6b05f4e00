/**
 * English texts of the web player's own screens: pairing, nothing scheduled (ours; the spec has no player). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_PLAYER = {
  // {product}: the paired screen's brand product name (a reseller's), else the product's own (app.name) (issue 25).
  'player.title': '{product} player',
  'player.pairingCode': 'Pairing code',
  'player.pairingInstructions': 'To add this screen, enter the code at {address}',
  'player.starting': 'Starting…',
  'player.nothingScheduled': 'Nothing scheduled',
  'player.stage': 'Playing {name}',
  'player.blank': 'The screen is off',
} as const;
