// The frame every email shares (the shop's name linking to the shop, a heading, the message, its
// buttons, a footer) and the parts of an order's email (its summary, "View your order"). Styles are
// inline (email clients drop <style> and most CSS), in the shop's colours.
import { Body, Button, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import { createContext, useContext, type ReactNode } from 'react';
import type { BusinessDetails } from '../../../shared/api-types.js';
import { SHOP_NAME } from '../../../shared/brand.js';
import { formatCents } from '../../../shared/money.js';
import type { EmailLinks } from '../links.js';
import { orderLabel, type OrderEmailDetails } from '../order-email.js';

const page = { backgroundColor: '#f4f1ec', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f1f1f', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px 32px', borderRadius: '8px' };
const brand = { fontSize: '14px', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase' as const, color: '#8a4b0f', margin: 0 };
const heading = { fontSize: '24px', lineHeight: '32px', margin: '16px 0 8px' };
const label = { fontSize: '14px', color: '#5c5c5c', margin: '4px 0' };
const value = { fontSize: '14px', margin: '4px 0', textAlign: 'right' as const };
const footer = { fontSize: '12px', color: '#5c5c5c', margin: '16px 0 0' };
const actionsRow = { margin: '24px 0 8px' };
const primary = { backgroundColor: '#8a4b0f', color: '#ffffff', fontSize: '16px', fontWeight: 700, padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', margin: '0 12px 12px 0' };
const secondary = { ...primary, backgroundColor: '#ffffff', color: '#8a4b0f', border: '2px solid #8a4b0f', padding: '10px 18px' };
const link = { color: '#8a4b0f', textDecoration: 'underline' };

/** What an email's props are: the order as it was, and where its links lead. */
export interface EmailProps {
  order: OrderEmailDetails;
  links: EmailLinks;
}

export const dollars = (cents: number) => `$${formatCents(cents)}`;

/** "Hello Ada," for an account's order; a guest gave no name, only an email, so plain "Hello,". */
export function Greeting({ order }: { order: OrderEmailDetails }) {
  return <Text style={paragraph}>{order.guest ? 'Hello,' : `Hello ${order.customerName},`}</Text>;
}

// Emails are read anywhere, so dates say their time zone rather than guess the reader's.
export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

export function SummaryRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Row>
      <Column style={label}>{name}</Column>
      <Column style={value}>{children}</Column>
    </Row>
  );
}

/** "2 × Block Plane No. 60½", and how many other tools the order holds: for a preview line. */
export function toolsOf(order: OrderEmailDetails): string {
  const [first, ...others] = order.lines;
  const named = first ? `${first.quantity} × ${first.productName}` : 'your tools';
  return others.length === 0 ? named : `${named} and ${others.length} more ${others.length === 1 ? 'tool' : 'tools'}`;
}

/** The order's number, a row per tool (quantity, name and unit price; the line's price), its delivery, its tax and its total. */
export function OrderSummary({ order, children }: { order: OrderEmailDetails; children?: ReactNode }) {
  const { tax } = order;
  return (
    <Section>
      <SummaryRow name="Order">{orderLabel(order)}</SummaryRow>
      {order.lines.map((line, index) => (
        <SummaryRow key={index} name={`${line.quantity} × ${line.productName} at ${dollars(line.unitPriceCents)}`}>
          {dollars(line.totalCents)}
        </SummaryRow>
      ))}
      {order.shipping && <SummaryRow name={`Delivery: ${order.shipping.name}`}>{order.shipping.priceCents === 0 ? 'Free' : dollars(order.shipping.priceCents)}</SummaryRow>}
      {tax &&
        !tax.pricesIncludeTax &&
        tax.rates.map((rate) => (
          <SummaryRow key={rate.percent} name={`VAT at ${rate.percent}%`}>
            {dollars(rate.taxCents)}
          </SummaryRow>
        ))}
      {tax && tax.exemptCents > 0 && <SummaryRow name="VAT taken off (delivered abroad)">−{dollars(tax.exemptCents)}</SummaryRow>}
      <SummaryRow name="Total">{dollars(order.totalCents)}</SummaryRow>
      {tax?.pricesIncludeTax &&
        tax.rates.map((rate) => (
          <SummaryRow key={rate.percent} name={`Includes VAT at ${rate.percent}%`}>
            {dollars(rate.taxCents)}
          </SummaryRow>
        ))}
      {children}
    </Section>
  );
}

interface Action {
  label: string;
  href: string;
}

/**
 * The frame of every email the shop sends: the shop's name (a link to the shop), a heading, the
 * message (`children`), its links as buttons (the first the one to press), and why the reader gets
 * it, with the shop's link again.
 */
/** Who sends the shop's emails in law, as its owner set it: every email's footer states it. */
export const SenderContext = createContext<BusinessDetails | null>(null);

/** "Hand Tool Shop Ltd · 3 Forge Yard, Sheffield · Company no. 01234567 · VAT GB123456789": what the shop has said of itself. */
export function senderLine(sender: BusinessDetails): string {
  const parts = [sender.legalName, sender.address, sender.companyNumber && `Company no. ${sender.companyNumber}`, sender.vatNumber && `VAT ${sender.vatNumber}`];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

export function EmailFrame({ preview, title, shop, actions, because, children }: { preview: string; title: string; shop: string; actions: Action[]; because: string; children: ReactNode }) {
  const sender = useContext(SenderContext);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Link href={shop} style={{ ...brand, textDecoration: 'none', display: 'block' }}>
            {SHOP_NAME}
          </Link>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Section style={actionsRow}>
            {actions.map((action, index) => (
              <Button key={action.href} href={action.href} style={index === 0 ? primary : secondary}>
                {action.label}
              </Button>
            ))}
          </Section>
          <Hr />
          <Text style={footer}>
            You receive this email because {because} at{' '}
            <Link href={shop} style={link}>
              {SHOP_NAME}
            </Link>
            . Questions? Reply to this email.
          </Text>
          {sender && <Text style={footer}>{senderLine(sender)}</Text>}
        </Container>
      </Body>
    </Html>
  );
}

/** An order's email: "View your order" follows the message, after `action` when it asks for one (the reminder's "Pay now"). */
export function EmailLayout({ preview, title, links, action, children }: { preview: string; title: string; links: EmailLinks; action?: Action; children: ReactNode }) {
  const view = { label: 'View your order', href: links.order };
  return (
    <EmailFrame preview={preview} title={title} shop={links.shop} actions={action ? [action, view] : [view]} because="you placed an order">
      {children}
    </EmailFrame>
  );
}

export const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '8px 0' };
