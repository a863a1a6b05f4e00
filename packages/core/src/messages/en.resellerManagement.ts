/**
 * English texts of reseller management (resellers, administrators, prices; spec accounts §2-§9). Quoted spec texts are
 * copied word for word (the spec's own keys stay in en.accounts.ts); where the spec names a label without a text, the text is ours.
 */
export const EN_RESELLER_MANAGEMENT = {
  'resellerErrors.titleRequired': 'Enter the reseller’s name',
  'resellerErrors.titleTooLong': 'The name is too long (at most 255 characters)',
  'resellerErrors.emailInvalid': 'Enter a valid e-mail address',
  'resellerErrors.phoneInvalid': 'Enter a phone number of digits, spaces and + ( ) - . (at most 32 characters)',
  'resellerErrors.nameRequired': 'Enter the administrator’s name',
  'resellerErrors.nameTooLong': 'The name is too long (at most 255 characters)',
  'resellerErrors.priceInvalid': 'Enter a price from 0 to 99999999.99 with at most 2 decimals',
  'resellerErrors.tariffPlanUnknown': 'Choose a tariff plan',
  'resellerErrors.hasCustomers': 'A reseller with customers cannot be deleted: move or delete its customers first',
  'resellerErrors.removeSelf': 'You cannot remove yourself; another administrator can',
} as const;
