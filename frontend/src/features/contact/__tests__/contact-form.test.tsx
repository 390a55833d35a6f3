import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactScenarios, contactThanks } from '../../../testing/mocks/contact-handlers';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { ContactForm } from '../components/contact-form';

function renderForm() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ContactForm />);
  const form = within(screen.getByRole('form', { name: 'Contact us' }));
  const fields = {
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    message: form.getByRole('textbox', { name: 'Message' }),
  };
  const send = () => user.click(form.getByRole('button', { name: 'Send message' }));
  return { ...view, user, form, fields, send };
}

/** Records every body the shop receives, answering as the contract says. */
function captureContactBodies() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/contact', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(201).json({ message: contactThanks });
    }),
  );
  return bodies;
}

describe('Contact form', () => {
  it('when sent empty, then every field says it is required and nothing is sent', async () => {
    const bodies = captureContactBodies();
    const { send, container } = renderForm();
    await send();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(bodies).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('when the email is malformed, then the email field says so', async () => {
    const { user, fields, send } = renderForm();
    await enterText(user, fields.email, 'sam-at-example');
    await send();
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
  });

  it('when a valid message is sent, then the trimmed fields are posted, the button waits, and the thanks replace the cleared form', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    server.use(
      http.post('/contact', async ({ request, response }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return response(201).json({ message: contactThanks });
      }),
    );
    const { user, fields, send, form, container } = renderForm();
    await enterText(user, fields.name, '  Sam Turner ');
    await enterText(user, fields.email, 'sam@example.com');
    await enterText(user, fields.message, 'Do you sell replacement hickory handles?');
    await send();

    expect(await form.findByRole('button', { name: 'Send message' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(contactThanks);
    expect(bodies).toEqual([{ name: 'Sam Turner', email: 'sam@example.com', message: 'Do you sell replacement hickory handles?' }]);
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('when the shop is rate limiting, then its message shows and the words stay for another try that succeeds', async () => {
    server.use(contactScenarios.rateLimited);
    const { user, fields, send, container } = renderForm();
    await enterText(user, fields.name, 'Sam Turner');
    await enterText(user, fields.email, 'sam@example.com');
    await enterText(user, fields.message, 'Is the panel saw in stock?');
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.');
    expect(fields.name).toHaveValue('Sam Turner');
    expect(fields.email).toHaveValue('sam@example.com');
    expect(fields.message).toHaveValue('Is the panel saw in stock?');
    await expectNoAxeViolations(container);

    const bodies = captureContactBodies();
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(contactThanks);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('when the server rejects the input, then its explanation shows', async () => {
    server.use(contactScenarios.invalid);
    const { user, fields, send } = renderForm();
    await enterText(user, fields.name, 'Sam Turner');
    await enterText(user, fields.email, 'sam@example.com');
    await enterText(user, fields.message, 'Hello');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is invalid: request/body/email must match format "email"');
  });

  it('when the server fails, then a plain apology shows and the message is kept', async () => {
    server.use(contactScenarios.serverError);
    const { user, fields, send } = renderForm();
    await enterText(user, fields.name, 'Sam Turner');
    await enterText(user, fields.email, 'sam@example.com');
    await enterText(user, fields.message, 'Hello');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(fields.message).toHaveValue('Hello');
  });
});
