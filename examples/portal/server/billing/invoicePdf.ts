import { LOCALE } from '@screenplay/core';
import { BILLING_AMOUNT_DECIMALS, type OrderDetailDto } from '@screenplay/core/billing';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * An order as a PDF invoice (issue 25: "downloads as a PDF invoice ... the brand's name and logo, the customer's
 * billing details, lines, VAT, total, due date"), drawn with pdf-lib in one of the PDF standard fonts (Helvetica), so
 * its text is real text a reader can select, search and extract. Pure: data in, bytes out.
 */

/** A brand's logo a PDF can carry: PNG or JPEG (pdf-lib embeds those; an SVG or WebP logo is left out). */
export interface InvoiceLogo {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

/** What the invoice shows besides the order: whose product it is and its logo (none: the product's own mark). */
export interface InvoiceBrand {
  productName: string;
  logo: InvoiceLogo | null;
}

/** The product's own logo mark (examples/portal/public/favicon.svg), as SVG paths on a 32-unit square. */
const PRODUCT_MARK = {
  tile: 'M7 0H25Q32 0 32 7V25Q32 32 25 32H7Q0 32 0 25V7Q0 0 7 0Z',
  screen: 'M9 9H23Q25 9 25 11V19Q25 21 23 21H9Q7 21 7 19V11Q7 9 9 9Z',
  stand: 'M12 25H20',
  colour: rgb(0x3b / 255, 0x4c / 255, 0xca / 255),
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const; // A4 in points
const LOGO_SIZE = 40;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.8, 0.8, 0.84);
/** Column right edges (amounts are right-aligned) and the description's width. */
const COLUMNS = { quantity: 360, unitPrice: 450, amount: PAGE.width - PAGE.margin, description: 280 } as const;

/** The day of an ISO instant as en-GB writes it (spec §9: "Locale en-GB"), or null. */
function dayText(iso: string | null): string | null {
  if (iso === null) return null;
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

function money(amount: number, currency: string): string {
  return `${amount.toFixed(BILLING_AMOUNT_DECIMALS)} ${currency}`;
}

/** The status as a word (ours; the portal shows the same words). */
const STATUS_WORDS: Readonly<Record<OrderDetailDto['status'], string>> = {
  pending: 'Pending',
  paid: 'Paid',
  open: 'Open',
  failed: 'Failed',
  void: 'Void',
  refunded: 'Refunded',
};

/** Text a standard font can write: characters outside its set (WinAnsi) become '?'. */
function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (set.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** `text` cut to `width` points at `size`, with an ellipsis when it was longer. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}...`, size) > width) end -= 1;
  return `${text.slice(0, end)}...`;
}

/** Draws the logo (the brand's, else the product's mark) at the top left; answers the x where the name starts. */
async function drawLogo(doc: PDFDocument, page: PDFPage, logo: InvoiceLogo | null, top: number): Promise<number> {
  const x = PAGE.margin;
  if (logo) {
    try {
      const image = logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
      const scale = Math.min(LOGO_SIZE / image.height, (LOGO_SIZE * 3) / image.width);
      page.drawImage(image, {
        x,
        y: top - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
      return x + image.width * scale + 12;
    } catch {
      // A logo pdf-lib cannot read (a PNG variant it does not know) leaves the name alone.
      return x;
    }
  }
  const scale = LOGO_SIZE / 32;
  const at = { x, y: top, scale };
  page.drawSvgPath(PRODUCT_MARK.tile, { ...at, color: PRODUCT_MARK.colour });
  page.drawSvgPath(PRODUCT_MARK.screen, { ...at, borderColor: rgb(1, 1, 1), borderWidth: 2.5 * scale });
  page.drawSvgPath(PRODUCT_MARK.stand, { ...at, borderColor: rgb(1, 1, 1), borderWidth: 2.5 * scale });
  return x + LOGO_SIZE + 12;
}

/**
 * The PDF invoice of `order` under `brand`: the brand's logo and product name, the order number, its dates and status,
 * who it is billed to, one row per line, the net amount, VAT and total. Long lists go on to further pages.
 */
export async function invoicePdf(order: OrderDetailDto, brand: InvoiceBrand): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${order.number}`);
  doc.setAuthor(brand.productName);
  doc.setCreator(brand.productName);
  doc.setProducer(brand.productName);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const text = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; right?: boolean; muted?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = writable(font, value);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y, size, font, color: options.muted ? MUTED : TEXT });
  };
  const rule = () => {
    page.drawLine({
      start: { x: PAGE.margin, y: y + 4 },
      end: { x: PAGE.width - PAGE.margin, y: y + 4 },
      color: RULE,
      thickness: 0.8,
    });
  };

  const nameX = await drawLogo(doc, page, brand.logo, y);
  y -= 26;
  text(fitted(bold, writable(bold, brand.productName), 20, PAGE.width - PAGE.margin - nameX - 150), nameX, {
    size: 20,
    font: bold,
  });
  text('Invoice', PAGE.width - PAGE.margin, { size: 20, font: bold, right: true });
  y -= 44;

  const facts: [string, string | null][] = [
    ['Number', order.number],
    ['Date', dayText(order.createdAt)],
    ['Due date', dayText(order.dueAt)],
    ['Status', STATUS_WORDS[order.status]],
    ['Paid on', dayText(order.paidAt)],
  ];
  const billed = order.billingDetails;
  const billedTo = [
    billed.title,
    billed.address,
    billed.postalCode,
    billed.finTag ? `Finance tag: ${billed.finTag}` : null,
  ];
  text('Billed to', PAGE.margin, { font: bold });
  const factsX = 340;
  let factsY = y;
  for (const [label, value] of facts) {
    if (value === null) continue;
    page.drawText(writable(regular, `${label}:`), { x: factsX, y: factsY, size: 10, font: regular, color: MUTED });
    page.drawText(writable(regular, value), { x: factsX + 70, y: factsY, size: 10, font: regular, color: TEXT });
    factsY -= 15;
  }
  for (const line of billedTo) {
    if (!line) continue;
    y -= 15;
    text(fitted(regular, writable(regular, line), 10, factsX - PAGE.margin - 10), PAGE.margin);
  }
  y = Math.min(y, factsY) - 30;

  const header = () => {
    text('Description', PAGE.margin, { font: bold });
    text('Quantity', COLUMNS.quantity, { font: bold, right: true });
    text('Unit price', COLUMNS.unitPrice, { font: bold, right: true });
    text('Amount', COLUMNS.amount, { font: bold, right: true });
    y -= 8;
    rule();
    y -= 14;
  };
  header();
  for (const line of order.lines) {
    if (y < PAGE.margin + 90) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      header();
    }
    text(fitted(regular, writable(regular, line.description), 10, COLUMNS.description), PAGE.margin);
    text(String(line.quantity), COLUMNS.quantity, { right: true });
    text(money(line.unitPrice, order.currency), COLUMNS.unitPrice, { right: true });
    text(money(line.amount, order.currency), COLUMNS.amount, { right: true });
    y -= 16;
  }
  rule();
  y -= 14;
  if (y < PAGE.margin + 70) {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  }
  const vatLabel = order.vatPercent === null ? 'VAT' : `VAT ${order.vatPercent}%`;
  for (const [label, value, isTotal] of [
    ['Net amount', order.amount, false],
    [vatLabel, order.vat, false],
    ['Total', order.total, true],
  ] as const) {
    const font = isTotal ? bold : regular;
    text(label, COLUMNS.unitPrice, { font, right: true });
    text(money(value, order.currency), COLUMNS.amount, { font, right: true });
    y -= 16;
  }
  y -= 20;
  if (order.status === 'open' && order.dueAt)
    text(`Please pay ${money(order.total, order.currency)} by ${dayText(order.dueAt)}.`, PAGE.margin, { muted: true });
  return doc.save();
}
