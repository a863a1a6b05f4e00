/**
 * English texts of the customers lists issue 25 adds to customer management: the super-admin's reseller picker, a
 * customer's screens, licences and status in the list, its administrators added and removed one at a time, and the
 * reseller's own customers page (`/resellers/customers`, ours). The spec names none of these texts; they are ours.
 */
export const EN_RESELLER_CUSTOMERS = {
  'titles.resellerCustomers': 'Customers',
  'resellerCustomers.heading': 'Your customers',
  'resellerCustomers.sections': 'Reseller',
  'resellerCustomers.detailsLink': 'Details',
  'resellerCustomers.customersLink': 'Customers',
  'resellerCustomers.delegatedNote': 'The customer is Delegated: its licenses are invoiced to you.',
  'customerManagement.reseller': 'Reseller',
  'customerManagement.chooseReseller': 'Choose a reseller',
  'customerManagement.resellersLoadError': 'The resellers could not be loaded',
  'customerManagement.resellerOf': 'Reseller: {reseller}',
  'customerManagement.screens': 'Screens',
  'customerManagement.screensOfMax': '{inUse} of at most {max}',
  'customerManagement.screensNoMax': '{inUse}, no maximum',
  'customerManagement.validLicenses': '{valid} valid',
  'customerManagement.licensesExpiring': '{count} expiring, the first on {date}',
  'customerManagement.licensesEnd': 'next ends on {date}',
  'customerManagement.status': 'Status',
  'customerStatus.active': 'Active',
  'customerStatus.licencesExpiring': 'Licenses expiring',
  'customerStatus.noValidLicences': 'No valid licenses',
  'customerManagement.administratorsShort': 'Administrators',
  'customerManagement.manageAdministrators': 'Administrators of {title}',
  'customerManagement.noAdministrators': 'No administrators yet',
  'customerManagement.addAdministrator': 'Add administrator',
  'customerManagement.adminEmail': 'E-mail address',
  'customerManagement.adminEmailHelp': 'They get an invitation to set a password',
  'customerManagement.removeAdministrator': 'Remove {email}',
  'customerManagement.removeAdministratorShort': 'Remove',
  'customerManagement.removeAdministratorConfirm':
    'Remove {email} as an administrator of {title}? Their account stays the customer’s, without the administrator role.',
  'customerManagement.administratorInvited': 'Invitation sent to {email}',
  'customerManagement.administratorRemoved': '{email} is no longer an administrator of {title}',
} as const;
