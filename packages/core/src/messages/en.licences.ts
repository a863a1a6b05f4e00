/**
 * English texts of licences with a lifetime (issue 25): the warning on the Screens and Billing pages, Billing's
 * Licences section, and the maximum number of screens in a customer's Licenses dialog. The spec names none of these
 * texts (spec accounts §3 names the fields, §9 the 365 days); they are ours. The customers dialog keeps the spelling
 * it had ('licenses'); the tenant's own pages say 'licences', as Billing's 'Licence cost' does.
 */
export const EN_LICENCES = {
  'customerErrors.maxScreensInvalid': 'Enter a whole number of screens from 0 (no maximum) to 10000',
  'customerErrors.maxScreensBelowInUse':
    'The maximum cannot be below the screens the customer has: remove screens first',
  'licences.heading': 'Licences',
  'licences.warningLabel': 'Licence warning',
  'licences.overOne': '1 screen is over your valid licences: it keeps playing, but no screen can be added.',
  'licences.overMany': '{count} screens are over your valid licences: they keep playing, but no screen can be added.',
  'licences.lastExpired': 'Licences ended on {date}.',
  'licences.expiringSoon': '{count} of your licences end within {days} days, the first on {date}.',
  'licences.buyInBilling': 'Buy licences in Billing',
  'licences.askAdministrator': 'An administrator can buy licences in Billing.',
  'licences.askReseller': 'Ask your reseller for licences.',
  'licences.summary': '{valid} licences valid now for {paid} paid screens ({all} screens in all).',
  'licences.maxScreens': 'At most {max} screens.',
  'licences.noMaxScreens': 'No maximum number of screens.',
  'licences.orders': 'Licence orders',
  'licences.amount': 'Licences',
  'licences.starts': 'From',
  'licences.ends': 'Until',
  'licences.left': 'Left',
  'licences.state': 'State',
  'licences.recordedBy': 'Recorded by',
  'licences.none': 'No licence orders yet.',
  'licences.loadError': 'The licences could not be read.',
  'licences.noEnd': '—',
  'licences.prepaid': '{amount} (paid at once)',
  'licences.stateUpcoming': 'Not started',
  'licences.stateValid': 'Valid',
  'licences.stateExpiringSoon': 'Expiring within {days} days',
  'licences.stateExpired': 'Expired',
  'licences.stateRemoved': 'All removed',
  'licences.stateRemoval': 'Removal',
  'licences.expiringSoonOf': '{count} of them end within {days} days, the first on {date}.',
  'customerManagement.licensesNoMax': '{licenses} licenses; no maximum of screens.',
  'customerManagement.screensInUseCount': '{screens} screens in use.',
  'customerManagement.maxScreensOf': 'Max screens of {title}',
  'customerManagement.maxScreensField': 'Max screens (0: no maximum)',
  'customerManagement.saveMaxScreens': 'Save max screens',
  'customerManagement.maxScreensSaved': 'Max screens of {title} saved',
  'customerManagement.licenceRemoval': '{amount} licenses removed on {start}',
  'customerManagement.licenceOrderState': '{amount} licenses from {start} to {end}: {state}',
} as const;
