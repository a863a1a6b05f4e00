/**
 * English texts of the social account connections and the Integrations page (spec accounts §2, §3, §7 Social, §8;
 * issue 14). The spec's own text, 'User is not allowed to add account', keeps its key in en.accounts.ts
 * (`social.addAccountNotAllowed`); every text here is ours.
 */
export const EN_SOCIAL = {
  'home.area.integrations': 'Connect the Instagram and Facebook accounts your feed layers show', // ours
  'integrations.lead': 'The social accounts of your organisation that Instagram and Facebook feed layers can show.', // ours
  'integrations.section.instagram': 'Instagram accounts', // ours
  'integrations.section.facebook': 'Facebook pages', // ours
  'integrations.connect.instagram': 'Connect an Instagram account', // ours
  'integrations.connect.facebook': 'Connect a Facebook page', // ours
  'integrations.connecting': 'Opening the provider…', // ours
  'integrations.empty.instagram': 'No Instagram account is connected yet.', // ours
  'integrations.empty.facebook': 'No Facebook page is connected yet.', // ours
  'integrations.username': 'Account', // ours
  'integrations.connectedAt': 'Connected', // ours
  'integrations.expiresAt': 'Access ends', // ours
  'integrations.noExpiry': 'Not given', // ours
  'integrations.provisioned': 'Set up by the server', // ours
  'integrations.actions': 'Actions', // ours
  'integrations.disconnect': 'Disconnect {username}', // ours
  'integrations.disconnectShort': 'Disconnect', // ours
  'integrations.disconnectConfirm':
    'Disconnect {username}? Feed layers that show it stop showing its posts until it is connected again.', // ours
  'integrations.disconnected': '{username} disconnected', // ours
  'integrations.connected': 'Connected: {names}', // ours
  'integrations.loadError': 'The social accounts could not be loaded', // ours
  'integrations.retry': 'Try again', // ours
  'integrations.noTenant': 'Social accounts belong to a customer: log in as one of your customers to connect them.', // ours
  'integrations.notConfigured': 'Connecting these accounts is not set up on this server.', // ours
  'social.callback.connecting': 'Completing the connection…', // ours
  'social.callback.denied': 'The connection was not completed: {description}', // ours
  'social.callback.deniedPlain': 'The connection was cancelled at the provider.', // ours
  'social.callback.missing': 'The provider’s answer is incomplete. Start the connection again from Integrations.', // ours
  'social.callback.unknownType': 'This is not a kind of account the portal connects.', // ours
  'social.callback.back': 'Back to Integrations', // ours
  'social.stateInvalid': 'This connection request has expired or was not started by you. Start it again.', // ours
  'social.redirectInvalid': 'The return address must be this portal’s own /social page.', // ours
  'social.notConfigured': 'Connecting this kind of account is not set up on this server.', // ours
  'social.providerFailed': 'The provider did not confirm the account. Try again later.', // ours
  'social.noAccounts': 'The provider returned no account to connect.', // ours
  'social.provisioned': 'This account is set up by the server and cannot be disconnected here.', // ours
} as const;
