/**
 * English texts of orders as documents and of buying licences from Billing (issue 25; spec accounts §3 "Billing",
 * §8 'Invoice not bound', §9 "license cost displayed as price plus VAT with 2 decimals"). The spec's own billing.*
 * keys stay in en.accounts.ts; every text here is ours.
 */
export const EN_INVOICES = {
  // Refusals of POST billing/licences. // ours
  'invoices.amountInvalid': 'Enter a number of licences from 1 to 1000', // ours
  'invoices.monthsInvalid': 'Choose a period of 1, 3, 6 or 12 months', // ours
  'invoices.customerInvalid': 'Choose one of your customers', // ours
  'invoices.customerNeeded': 'Choose the customer the licences are for', // ours
  'invoices.noCard': 'Add a card under Payment methods first: licences are paid at once', // ours

  // An order opened as a document. // ours
  'invoices.open': 'Open order {number}', // ours
  'invoices.dialogTitle': 'Order {number}', // ours
  'invoices.loadError': 'The order could not be loaded.', // ours
  'invoices.billedTo': 'Billed to', // ours
  'invoices.finTag': 'Finance tag: {tag}', // ours
  'invoices.date': 'Date', // ours
  'invoices.dueDate': 'Due date', // ours
  'invoices.paidOn': 'Paid on', // ours
  'invoices.linesList': 'Order lines', // ours
  'invoices.description': 'Description', // ours
  'invoices.quantity': 'Quantity', // ours
  'invoices.unitPrice': 'Unit price', // ours
  'invoices.amount': 'Amount', // ours
  'invoices.net': 'Net amount', // ours
  'invoices.vatPercent': 'VAT {percent}%', // ours
  'invoices.total': 'Total', // ours
  'invoices.download': 'Download invoice (PDF)', // ours
  'invoices.downloadError': 'The invoice could not be downloaded.', // ours
  'invoices.payNow': 'Pay now', // ours
  'invoices.payNote': 'Pay {total} {currency} with your card now.', // ours
  'invoices.addCardToPay': 'To pay this invoice by card, add a card under Payment methods.', // ours
  'invoices.paid': 'Invoice {number} paid', // ours
  'invoices.close': 'Close', // ours

  // Buying licences from Billing. // ours
  'invoices.buy': 'Buy licences', // ours
  'invoices.buyIntro':
    'Licences bought here are paid at once with your card for the whole period and are not charged monthly.', // ours
  'invoices.buyCustomer': 'Customer', // ours
  'invoices.buyCustomerChoose': 'Choose a customer', // ours
  'invoices.buyNoCustomers': 'You have no delegated customers to buy licences for.', // ours
  'invoices.buyAmount': 'Number of licences', // ours
  'invoices.buyPeriod': 'Period', // ours
  'invoices.buyMonth': '1 month ({days} days)', // ours
  'invoices.buyMonths': '{months} months ({days} days)', // ours
  'invoices.buyPrice': '{title}: {price} {currency} per licence and month', // ours
  'invoices.buyNet': 'Price', // ours
  'invoices.buyVat': 'VAT {percent}%', // ours
  'invoices.buyTotal': 'Total', // ours
  'invoices.buyConfirm': 'Buy and pay {total} {currency}', // ours
  'invoices.bought': '{amount} licences bought (order {number})', // ours
  'invoices.buyNeedsCard': 'Add a card under Payment methods first: licences are paid at once.', // ours
} as const;
