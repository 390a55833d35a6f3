// The frame every order email shares: the shop's name, a heading, the message, the order's summary
// and a footer. Styles are inline (email clients drop <style> and most CSS), in the shop's colours.
import { Body, Column, Container, Head, Heading, Hr, Html, Preview, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money.js';
import { orderLabel, type OrderEmailDetails } from '../order-email.js';

export const SHOP_NAME = 'Hand Tools';

const page = { backgroundColor: '#f4f1ec', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f1f1f', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px 32px', borderRadius: '8px' };
const brand = { fontSize: '14px', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase' as const, color: '#8a4b0f', margin: 0 };
const heading = { fontSize: '24px', lineHeight: '32px', margin: '16px 0 8px' };
const label = { fontSize: '14px', color: '#5c5c5c', margin: '4px 0' };
const value = { fontSize: '14px', margin: '4px 0', textAlign: 'right' as const };
const footer = { fontSize: '12px', color: '#5c5c5c', margin: '16px 0 0' };

export const dollars = (cents: number) => `$${formatCents(cents)}`;

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

/** The order's number, a row per tool (quantity, name and unit price; the line's price) and its total. */
export function OrderSummary({ order, children }: { order: OrderEmailDetails; children?: ReactNode }) {
  return (
    <Section>
      <SummaryRow name="Order">{orderLabel(order)}</SummaryRow>
      {order.lines.map((line, index) => (
        <SummaryRow key={index} name={`${line.quantity} × ${line.productName} at ${dollars(line.unitPriceCents)}`}>
          {dollars(line.totalCents)}
        </SummaryRow>
      ))}
      <SummaryRow name="Total">{dollars(order.totalCents)}</SummaryRow>
      {children}
    </Section>
  );
}

export function EmailLayout({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{SHOP_NAME}</Text>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={footer}>You receive this email because you placed an order at {SHOP_NAME}. Questions? Reply to this email.</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '8px 0' };
