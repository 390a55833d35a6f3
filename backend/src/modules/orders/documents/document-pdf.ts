// An invoice or a credit note as a PDF, drawn with pdfkit from what the document said when issued
// (document-content.ts), so the same document comes out the same every time it is downloaded. The
// text is set in Liberation Sans, embedded (a subset), so any name or address in Latin, Greek or
// Cyrillic letters prints as typed; the fonts ship in backend/assets/fonts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { rateText } from '../../tax/index.js';
import type { DocumentContent, DocumentLine } from './document-content.js';

const fontsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../assets/fonts');
// Read once: each document registers the same bytes (pdfkit's documented way: a Buffer).
const fonts = { regular: readFileSync(resolve(fontsDir, 'LiberationSans-Regular.ttf')), bold: readFileSync(resolve(fontsDir, 'LiberationSans-Bold.ttf')) };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const dateOf = (iso: string) => day.format(new Date(iso));
const percent = (rate: number | null) => (rate === null ? '' : `${rateText(rate)}%`);

const TITLE = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

const PAGE = { left: 50, right: 545, bottom: 780 };
// The table's columns: description, quantity, unit price, VAT rate, amount.
const COLUMNS = [
  { x: 50, width: 235, align: 'left' },
  { x: 290, width: 40, align: 'right' },
  { x: 335, width: 75, align: 'right' },
  { x: 415, width: 45, align: 'right' },
  { x: 465, width: 80, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

function sellerLines(content: DocumentContent): string[] {
  const { seller } = content;
  return [
    ...(seller.address ? seller.address.split('\n') : []),
    ...(seller.email ? [seller.email] : []),
    ...(seller.phone ? [seller.phone] : []),
    ...(seller.vatNumber ? [`VAT number: ${seller.vatNumber}`] : []),
    ...(seller.companyNumber ? [`Company number: ${seller.companyNumber}`] : []),
  ];
}

function row(doc: Doc, y: number, cells: string[], bold = false): number {
  doc.font(bold ? 'Bold' : 'Body').fontSize(9.5);
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width })));
  cells.forEach((cell, index) => doc.text(cell, COLUMNS[index]!.x, y, { width: COLUMNS[index]!.width, align: COLUMNS[index]!.align }));
  return y + height + 5;
}

/** Room for `height` more on this page, or a new page (its top) when there isn't. */
function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= PAGE.bottom) return y;
  doc.addPage();
  return 50;
}

function totalRow(doc: Doc, y: number, label: string, amount: string, bold = false): number {
  doc.font(bold ? 'Bold' : 'Body').fontSize(bold ? 11 : 9.5);
  doc.text(label, 250, y, { width: 210, align: 'right' });
  doc.text(amount, 465, y, { width: 80, align: 'right' });
  return y + (bold ? 18 : 14);
}

function header(doc: Doc, content: DocumentContent): number {
  doc.font('Bold').fontSize(15).text(content.seller.legalName, PAGE.left, 50, { width: 280 });
  doc.font('Body').fontSize(9.5).text(sellerLines(content).join('\n'), PAGE.left, doc.y + 4, { width: 280 });
  const sellerBottom = doc.y;
  doc.font('Bold').fontSize(20).text(TITLE[content.kind], 345, 50, { width: 200, align: 'right' });
  const facts = [
    `Number: ${content.number}`,
    `Date: ${dateOf(content.issuedAt)}`,
    `Order: #${content.order.number} of ${dateOf(content.order.placedAt)}`,
    ...(content.credits ? [`Credits invoice: ${content.credits}`] : []),
  ];
  doc.font('Body').fontSize(9.5).text(facts.join('\n'), 345, doc.y + 4, { width: 200, align: 'right' });
  let y = Math.max(sellerBottom, doc.y) + 24;
  doc.font('Bold').fontSize(10).text(content.kind === 'invoice' ? 'Billed to' : 'Refunded to', PAGE.left, y);
  const { buyer: to } = content;
  const buyer = [to.name, to.email, ...to.address.split('\n'), ...(to.country ? [to.country] : []), ...(to.vatNumber ? [`VAT number: ${to.vatNumber}`] : [])];
  doc.font('Body').fontSize(9.5).text(buyer.join('\n'), PAGE.left, doc.y + 2, { width: 280 });
  y = doc.y + 24;
  return y;
}

function table(doc: Doc, content: DocumentContent, y: number): number {
  const priced = content.pricesIncludeTax ? 'incl. VAT' : 'excl. VAT';
  let top = row(doc, y, ['Description', 'Qty', `Unit price (${priced})`, 'VAT', `Amount (${priced})`], true);
  doc.moveTo(PAGE.left, top - 2).lineTo(PAGE.right, top - 2).lineWidth(0.5).stroke();
  top += 4;
  const lines: DocumentLine[] = [...content.lines];
  for (const line of lines) {
    top = roomFor(doc, top, 30);
    top = row(doc, top, [line.description, String(line.quantity), dollars(line.unitCents), percent(line.rate), dollars(line.amountCents)]);
  }
  if (content.shipping) {
    top = roomFor(doc, top, 30);
    top = row(doc, top, [`Delivery: ${content.shipping.description}`, '', '', percent(content.shipping.rate), dollars(content.shipping.amountCents)]);
  }
  doc.moveTo(PAGE.left, top).lineTo(PAGE.right, top).lineWidth(0.5).stroke();
  return top + 10;
}

function totals(doc: Doc, content: DocumentContent, y: number): number {
  let top = roomFor(doc, y, 60 + content.taxes.length * 14);
  const goods = content.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (content.lines.length > 0) top = totalRow(doc, top, 'Goods', dollars(goods));
  if (content.shipping) top = totalRow(doc, top, 'Delivery', dollars(content.shipping.amountCents));
  const vatRows = content.taxes.map((tax) => [`VAT at ${percent(tax.rate)} on ${dollars(tax.netCents)}`, dollars(tax.taxCents)] as const);
  if (content.exemptCents > 0) top = totalRow(doc, top, 'VAT taken off (export)', `−${dollars(content.exemptCents)}`);
  if (!content.pricesIncludeTax) for (const [label, amount] of vatRows) top = totalRow(doc, top, label, amount);
  top = totalRow(doc, top + 2, content.kind === 'invoice' ? 'Total paid' : 'Total refunded', dollars(content.totalCents), true);
  if (content.pricesIncludeTax) for (const [label, amount] of vatRows) top = totalRow(doc, top, `Includes ${label}`, amount);
  top = totalRow(doc, top, 'Total VAT', dollars(content.taxCents));
  return top + 12;
}

/** The document as PDF bytes. */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issued = new Date(content.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${TITLE[content.kind]} ${content.number}`, Author: content.seller.legalName, CreationDate: issued, ModDate: issued },
  });
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, content);
  y = table(doc, content, y);
  y = totals(doc, content, y);
  doc.font('Body').fontSize(9);
  for (const note of [...content.notes, 'Amounts in US dollars.']) {
    y = roomFor(doc, y, 24);
    doc.text(note, PAGE.left, y, { width: PAGE.right - PAGE.left });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
