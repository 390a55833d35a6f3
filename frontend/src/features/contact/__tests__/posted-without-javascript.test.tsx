// The forms as the server renders them for a browser without the page's code: real forms that post
// to the API, and the outcome the server sent the browser back with, shown where it belongs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { ContactForm } from '../components/contact-form';
import { NewsletterBox } from '../components/newsletter-box';

describe('Contact and newsletter forms without JavaScript', () => {
  it('when rendered, then each is a form that posts its fields to its API operation', () => {
    renderWithProviders(
      <>
        <ContactForm />
        <NewsletterBox />
      </>,
    );
    const contact = screen.getByRole('form', { name: 'Contact us' });
    expect(contact).toHaveAttribute('method', 'post');
    expect(contact).toHaveAttribute('action', '/api/contact');
    expect([...contact.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')).filter(Boolean)).toEqual(['name', 'email', 'message']);
    const newsletter = screen.getByRole('form', { name: 'Newsletter' });
    expect(newsletter).toHaveAttribute('action', '/api/newsletter');
    expect(within(newsletter).getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  });

  it('when the server sent the browser back with "sent", then the confirmation shows with the shop’s reply time', async () => {
    renderWithProviders(<ContactForm />, { route: '/?contact=sent#contact' });
    expect(await screen.findByText('Thanks for your message. We reply within one working day.')).toBeInTheDocument();
  });

  it('when a field was at fault, then that field says so', () => {
    renderWithProviders(<ContactForm />, { route: '/?contact=invalid-email#contact' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please input a valid email');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
  });

  it('when the shop was busy or failed, then its message shows as an alert', () => {
    renderWithProviders(<NewsletterBox />, { route: '/?newsletter=busy#newsletter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries in a short time. Please try again in a minute.');
  });

  it('when the newsletter came back subscribed, then it says so', () => {
    renderWithProviders(<NewsletterBox />, { route: '/?newsletter=subscribed#newsletter' });
    expect(screen.getByRole('status')).toHaveTextContent('You’re subscribed.');
  });
});
