/**
 * English texts of the billing page and the greeting popup (spec accounts §2 "Billing", "Greeting popup", §5, §7-§9;
 * issue 14). The spec's own billing.* keys stay in en.accounts.ts; every text here is ours (the spec names the parts
 * without their words).
 */
export const EN_BILLING = {
  // The billing page. // ours
  'billingPage.loadError': 'The billing details could not be loaded.', // ours
  'billingPage.retry': 'Try again', // ours
  'billingPage.noTenant':
    'You are signed in as a super-admin acting as no customer: below are the orders of every tenant. To see one tenant’s billing, log in as that customer.', // ours
  'billingPage.testModeTitle': 'Test mode', // ours
  'billingPage.testModeText':
    'No payment provider is configured, so no real payment is made. Cards are test card numbers:', // ours
  'billingPage.testCardOk': '{number}: the card is added and charges succeed', // ours
  'billingPage.testCardDeclined': '{number}: the card is declined', // ours
  'billingPage.testCardInsufficient': '{number}: the card is added but every charge fails (insufficient funds)', // ours
  'billingPage.testCardOther': 'any other number: the card number is incorrect', // ours

  'billingPage.detailsHeading': 'Billing details', // ours
  'billingPage.tenant': 'Account', // ours
  'billingPage.reseller': 'Reseller', // ours
  'billingPage.paymentType': 'Payment type', // ours
  'billingPage.paymentTypeNone': 'Not chosen yet', // ours
  'billingPage.postalCode': 'Postal code', // ours
  'billingPage.postalCodeHint': 'Needed to pay by invoice', // ours
  'billingPage.finTag': 'Finance tag', // ours
  'billingPage.finTagHint': 'Your own reference, printed on orders and invoices', // ours
  'billingPage.saveDetails': 'Save billing details', // ours
  'billingPage.detailsSaved': 'Billing details saved', // ours

  'billingPage.costHeading': 'Licence cost', // ours
  'billingPage.costLicence': '{title}, per screen and month', // ours
  'billingPage.costValue': '{amount} {currency} incl. {vat}% VAT', // ours
  'billingPage.costNet': '{amount} {currency} without VAT', // ours
  'billingPage.costFree': 'A free screen', // ours
  'billingPage.costNone': 'No licence price is set for your account yet.', // ours

  'billingPage.methodsHeading': 'Payment methods', // ours
  'billingPage.methodsList': 'Payment methods', // ours
  'billingPage.methodsEmpty': 'No payment method yet. Add a card or pay by invoice.', // ours
  'billingPage.cardExpires': 'expires {month}/{year}', // ours
  'billingPage.invoiceMethod': 'Invoice, due within {days} days', // ours
  'billingPage.addCard': 'Add card', // ours
  'billingPage.addInvoice': 'Pay by invoice', // ours
  'billingPage.terminate': 'Terminate {title}', // ours
  'billingPage.terminateShort': 'Terminate', // ours
  'billingPage.terminateConfirm': 'Terminate {title}? It will no longer be charged.', // ours
  'billingPage.terminated': '{title} terminated', // ours
  'billingPage.cardAdded': 'Card {title} added', // ours
  'billingPage.invoiceAdded': 'You now pay by invoice', // ours
  'billingPage.redirecting': 'Opening the payment provider’s secure page…', // ours
  'billingPage.completingCard': 'Finishing the card set-up…', // ours
  'billingPage.cardDialogTitle': 'Add a test card', // ours
  'billingPage.cardNumber': 'Test card number', // ours
  'billingPage.cardNumberHint': 'Test mode: use one of the test card numbers listed above.', // ours
  'billingPage.cardNumberRequired': 'Enter a test card number', // ours
  'billingPage.addCardConfirm': 'Add card', // ours
  'billingPage.chosenInvoiceNeedsPostalCode':
    'You chose to pay by Invoice: enter your postal code in the billing details and save, then choose Pay by invoice.', // ours
  'billingPage.chosenType': 'You chose to pay by {type}: add it below.', // ours

  'billingPage.subscriptionsHeading': 'Subscriptions', // ours
  'billingPage.subscriptionsList': 'Subscriptions', // ours
  'billingPage.subscriptionsEmpty': 'No subscriptions.', // ours
  'billingPage.subscriptionTitle': 'Subscription', // ours
  'billingPage.quantity': 'Quantity', // ours
  'billingPage.unitPrice': 'Unit price', // ours
  'billingPage.period': 'Current period', // ours
  'billingPage.status': 'Status', // ours
  'billingPage.actions': 'Actions', // ours
  'billingPage.cancelSubscription': 'Cancel subscription {title}', // ours
  'billingPage.cancelSubscriptionShort': 'Cancel subscription', // ours
  'billingPage.cancelSubscriptionConfirm': 'Cancel {title}? It ends now and is not charged again.', // ours
  'billingPage.subscriptionCanceled': '{title} canceled', // ours
  'billingPage.keepSubscription': 'Keep it', // ours

  'billingPage.ordersHeading': 'Orders', // ours
  'billingPage.ordersList': 'Orders', // ours
  'billingPage.allOrdersHeading': 'Orders of every tenant', // ours
  'billingPage.allOrdersList': 'Orders of every tenant', // ours
  'billingPage.ordersEmpty': 'No orders between {from} and {till}.', // ours
  'billingPage.ordersError': 'The orders could not be loaded.', // ours
  'billingPage.from': 'From', // ours
  'billingPage.till': 'Till', // ours
  'billingPage.showRange': 'Show', // ours
  'billingPage.rangeInvalid': 'Choose a from date on or before the till date', // ours
  'billingPage.upcoming': 'Upcoming payment: {total} {currency} on {date} ({type})', // ours
  'billingPage.noUpcoming': 'No upcoming payment.', // ours
  'billingPage.orderNumber': 'Number', // ours
  'billingPage.orderDate': 'Date', // ours
  'billingPage.orderKind': 'Kind', // ours
  'billingPage.orderTenant': 'Tenant', // ours
  'billingPage.orderAmount': 'Amount', // ours
  'billingPage.orderVat': 'VAT', // ours
  'billingPage.orderTotal': 'Total', // ours
  'billingPage.orderDue': 'Due', // ours
  'billingPage.kind.monthly': 'Monthly charge', // ours
  'billingPage.kind.verification': 'Card verification', // ours
  'billingPage.kind.licence': 'Licences', // ours
  'billingPage.status.pending': 'Pending', // ours
  'billingPage.status.paid': 'Paid', // ours
  'billingPage.status.open': 'Open', // ours
  'billingPage.status.failed': 'Failed', // ours
  'billingPage.status.void': 'Void', // ours
  'billingPage.status.refunded': 'Refunded', // ours
  'billingPage.status.active': 'Active', // ours
  'billingPage.status.canceled': 'Canceled', // ours
  'billingPage.none': '—', // ours

  'billingPage.rewardsHeading': 'Rewards', // ours
  'billingPage.rewardsList': 'Rewards', // ours
  'billingPage.rewardsEmpty': 'No rewards between {from} and {till}.', // ours
  'billingPage.rewardDescription': 'For', // ours

  // The greeting popup (spec §2; every text ours). // ours
  // {product}: the brand's product name (the portal's app.name, a reseller's brand renaming it); {provider}: who bills
  // direct customers and resellers (app.provider, never a brand's) (issue 25).
  'greeting.title': 'Welcome to {product}', // ours
  'greeting.prevention':
    'Before you go on, please read and accept our terms of use and the service agreement. Until you do, this window comes back each time you sign in.', // ours
  'greeting.textReseller':
    'Your {product} account is provided by {reseller}, who handles your billing. Questions about your plan or invoices go to {reseller} at {email}.', // ours
  'greeting.textResellerNoEmail':
    'Your {product} account is provided by {reseller}, who handles your billing. Questions about your plan or invoices go to {reseller}.', // ours
  'greeting.textCustomer':
    'Your account is billed by {provider} directly: one licence per screen, charged monthly. Choose how you would like to pay.', // ours
  'greeting.textResellerTenant':
    'Your reseller account is billed by {provider}: each month, one licence for every screen of the customers you serve. Choose how you would like to pay.', // ours
  'greeting.choiceLegend': 'How would you like to pay?', // ours
  'greeting.choice.Card': 'Card', // ours
  'greeting.choice.Invoice': 'Invoice', // ours
  'greeting.choice.skip': 'Decide later', // ours
  'greeting.warning.Card':
    'Charged on the 1st of each month. Adding the card makes a verification charge of {amount} {currency}, refunded at once.', // ours
  'greeting.warning.Invoice': 'Due within {days} days of the invoice date. Billing asks for your postal code.', // ours
  'greeting.warning.skip': 'Without a payment method you cannot add screens. You can add one in Billing at any time.', // ours
  'greeting.termsConsent': 'I accept the terms of use', // ours
  'greeting.agreementConsent': 'I accept the service agreement', // ours
  'greeting.termsLink': 'Read the terms of use (opens in a new tab)', // ours
  'greeting.agreementLink': 'Read the service agreement (opens in a new tab)', // ours
  'greeting.cost':
    'A licence costs {amount} {currency} per screen and month, VAT included; a free screen costs {free} {currency}.', // ours
  'greeting.proceed': 'Proceed', // ours
  'greeting.proceedHint': 'Tick the boxes above to proceed.', // ours
  'greeting.saved': 'Thank you: your consent is saved.', // ours
} as const;
