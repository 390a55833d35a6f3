import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { IdentityProofNeededError, updateDisplayName } from '../../../lib/session/firebase-auth';
import { MyProfile } from '../components/my-profile';

// Firebase's sign-in module is replaced whole here (src/testing/replace-firebase-auth.ts): these tests
// check what the screen does with its answers.
const rename = vi.mocked(updateDisplayName);

function renderBare() {
  return { user: userEvent.setup(), ...renderWithProviders(<MyProfile />, { preloadedState: signedInAs(customerFixture) }) };
}

/** The screen once the saved profile has loaded; `whileLoading` runs before it has. */
async function renderProfile({ whileLoading }: { whileLoading?: () => void } = {}) {
  const { user, ...view } = renderBare();
  whileLoading?.();
  const form = within(await screen.findByRole('form', { name: 'Profile' }));
  const fields = {
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    education: form.getByRole('textbox', { name: 'Education' }),
    location: form.getByRole('textbox', { name: 'Location' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    address: form.getByRole('textbox', { name: 'Delivery address' }),
    linkedin: form.getByRole('textbox', { name: 'LinkedIn' }),
  };
  const save = () => user.click(form.getByRole('button', { name: 'Save profile' }));
  return { ...view, user, form, fields, save };
}

/** Records every profile the shop is sent, then lets the mocked shop store it. */
function captureProfileBodies() {
  const bodies: unknown[] = [];
  server.use(
    http.put('/profile/{email}', async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('My Profile', () => {
  it('when it opens, then a skeleton shows until the saved profile loads back, with name and email read-only', async () => {
    const { fields, container } = await renderProfile({
      whileLoading: () => expect(screen.getByLabelText('Loading your profile')).toHaveAttribute('aria-busy', 'true'),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeInTheDocument();
    expect(fields.name).toHaveValue('Customer Demo');
    expect(fields.name).toHaveAttribute('readonly');
    expect(fields.email).toHaveValue('customer@handtools.test');
    expect(fields.email).toHaveAttribute('readonly');
    expect(fields.education).toHaveValue('City & Guilds Level 3 Carpentry');
    expect(fields.location).toHaveValue('Leeds, UK');
    expect(fields.phone).toHaveValue('+44 113 496 0000');
    expect(fields.linkedin).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('when the phone is emptied, then it says the phone is required and nothing is sent', async () => {
    const bodies = captureProfileBodies();
    const { user, fields, save, container } = await renderProfile();
    await user.clear(fields.phone);
    await save();
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(fields.phone).toHaveAccessibleDescription('Phone is required');
    expect(bodies).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('when education and location are left empty, then the profile is saved without them: only the phone is required', async () => {
    const bodies = captureProfileBodies();
    const { user, fields, save } = await renderProfile();
    expect(fields.education).not.toBeRequired();
    expect(fields.location).not.toBeRequired();
    expect(fields.phone).toBeRequired();
    await user.clear(fields.education);
    await user.clear(fields.location);
    await enterText(user, fields.location, '   ');
    await enterText(user, fields.address, '14 Mill Lane');
    await save();
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ education: '', location: '', phone: '+44 113 496 0000', address: '14 Mill Lane', linkedin: '' }]);
  });

  it('when the phone or LinkedIn link is malformed or too long, then the field says what it needs', async () => {
    const bodies = captureProfileBodies();
    const { user, fields, save } = await renderProfile();
    await user.clear(fields.phone);
    await enterText(user, fields.phone, 'call me');
    await enterText(user, fields.linkedin, 'linkedin.com/in/customer-demo');
    await user.clear(fields.education);
    await user.click(fields.education);
    await user.paste('e'.repeat(201));
    await save();
    expect(await screen.findByText('Enter a phone number like +44 113 496 0000')).toBeInTheDocument();
    expect(screen.getByText('Enter the full link, starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Keep education under 200 characters')).toBeInTheDocument();

    await user.clear(fields.linkedin);
    await user.click(fields.linkedin);
    await user.paste(`https://www.linkedin.com/in/${'x'.repeat(280)}`);
    await save();
    expect(await screen.findByText('Keep the link under 300 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('when the profile is saved, then the trimmed fields are sent, it says so, and it loads back next time', async () => {
    const bodies = captureProfileBodies();
    const { user, fields, save, unmount } = await renderProfile();
    await user.clear(fields.education);
    await enterText(user, fields.education, '  Joinery apprenticeship ');
    await enterText(user, fields.linkedin, 'https://www.linkedin.com/in/customer-demo');
    await enterText(user, fields.address, ' 14 Mill Lane\nLeeds LS1 4AB ');
    await save();

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Your profile is saved.');
    // It takes the focus in an effect, which may run a moment after the notice is on screen.
    await waitFor(() => expect(saved).toHaveFocus());
    expect(bodies).toEqual([
      { education: 'Joinery apprenticeship', location: 'Leeds, UK', phone: '+44 113 496 0000', address: '14 Mill Lane\nLeeds LS1 4AB', linkedin: 'https://www.linkedin.com/in/customer-demo' },
    ]);
    unmount();

    const again = await renderProfile();
    expect(again.fields.education).toHaveValue('Joinery apprenticeship');
    expect(again.fields.address).toHaveValue('14 Mill Lane\nLeeds LS1 4AB');
    expect(again.fields.linkedin).toHaveValue('https://www.linkedin.com/in/customer-demo');
  });

  it('when the LinkedIn link is removed, then an empty link is sent to clear it', async () => {
    const saved = { name: customerFixture.name, email: customerFixture.email, education: 'City & Guilds Level 3 Carpentry', location: 'Leeds, UK', phone: '+44 113 496 0000' };
    mockShop.profiles.set(customerFixture.email, { ...saved, linkedin: 'https://www.linkedin.com/in/old' });
    const bodies = captureProfileBodies();
    const { user, fields, save } = await renderProfile();
    expect(fields.linkedin).toHaveValue('https://www.linkedin.com/in/old');
    await user.clear(fields.linkedin);
    await save();
    await screen.findByRole('status');
    expect(bodies).toEqual([{ education: saved.education, location: saved.location, phone: saved.phone, address: '', linkedin: '' }]);
    expect(mockShop.profiles.get(customerFixture.email)).toEqual(saved);
  });

  it('when saving fails, then the shop’s message shows and the edits stay', async () => {
    server.use(http.put('/profile/{email}', ({ response }) => response(403).json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'You can only change your own profile.' })));
    const { user, fields, save, container } = await renderProfile();
    await user.clear(fields.location);
    await enterText(user, fields.location, 'York, UK');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your own profile.');
    expect(fields.location).toHaveValue('York, UK');
    await expectNoAxeViolations(container);
  });

  it('when the profile can’t be loaded, then the error offers a retry that loads it', async () => {
    server.use(scenario('getProfile', 'serverError'));
    const { user, container } = renderBare();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expectNoAxeViolations(container);

    server.resetHandlers();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Education' })).toHaveValue('City & Guilds Level 3 Carpentry');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toHaveFocus());
  });
});

describe('My Profile: display name', () => {
  function renameForm() {
    const form = within(screen.getByRole('form', { name: 'Display name' }));
    return { form, field: form.getByRole('textbox', { name: 'Display name' }) };
  }

  /** The shop's answer to the fresh ID token: a session for the renamed user. */
  function exchangeAnswersWith(name: string) {
    const tokens: (string | null)[] = [];
    server.use(
      http.put('/user/{email}', ({ params, request, response }) => {
        tokens.push(request.headers.get('Authorization'));
        return response(200).json(sessionFor(params.email, name));
      }),
    );
    return tokens;
  }

  it('when the name is emptied, then it says the name is required and Firebase isn’t asked', async () => {
    const { user, container } = await renderProfile();
    const { form, field } = renameForm();
    expect(field).toHaveValue('Customer Demo');
    await user.clear(field);
    await user.click(form.getByRole('button', { name: 'Change name' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(rename).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('when Firebase still knows the user, then the name changes, the fresh token is exchanged and the session shows the new name', async () => {
    rename.mockResolvedValue({ email: customerFixture.email, idToken: 'fresh-id-token' });
    const tokens = exchangeAnswersWith('Sam Turner');
    const { user, store, fields } = await renderProfile();
    const { form, field } = renameForm();
    await user.clear(field);
    await enterText(user, field, '  Sam Turner ');
    await user.click(form.getByRole('button', { name: 'Change name' }));

    expect(await form.findByRole('status')).toHaveTextContent('Your name is now Sam Turner.');
    expect(rename).toHaveBeenCalledWith(customerFixture.email, 'Sam Turner', undefined);
    expect(tokens).toEqual(['Bearer fresh-id-token']);
    expect(store.getState().session.session?.user.name).toBe('Sam Turner');
    expect(fields.name).toHaveValue('Sam Turner');
  });

  it('when Firebase has forgotten the user (after a reload), then the password is asked for and used to confirm', async () => {
    rename.mockRejectedValueOnce(new IdentityProofNeededError()).mockResolvedValueOnce({ email: customerFixture.email, idToken: 'fresh-id-token' });
    exchangeAnswersWith('Sam Turner');
    const { user, store, container } = await renderProfile();
    const { form, field } = renameForm();
    await user.clear(field);
    await enterText(user, field, 'Sam Turner');
    await user.click(form.getByRole('button', { name: 'Change name' }));

    const password = await form.findByLabelText(/Password/);
    expect(form.getByText(/confirm it’s you/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(form.getByRole('button', { name: 'Confirm and change name' }));
    expect(await form.findByText('Password is required')).toBeInTheDocument();
    expect(rename).toHaveBeenCalledTimes(1);

    await enterText(user, password, 'Customer#2026');
    await user.click(form.getByRole('button', { name: 'Confirm and change name' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your name is now Sam Turner.');
    expect(rename).toHaveBeenLastCalledWith(customerFixture.email, 'Sam Turner', { password: 'Customer#2026' });
    expect(store.getState().session.session?.user.name).toBe('Sam Turner');
    expect(form.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('when the user signs in with Google, then Google can confirm it’s them instead', async () => {
    rename.mockRejectedValueOnce(new IdentityProofNeededError()).mockResolvedValueOnce({ email: customerFixture.email, idToken: 'fresh-id-token' });
    exchangeAnswersWith('Sam Turner');
    const { user } = await renderProfile();
    const { form, field } = renameForm();
    await user.clear(field);
    await enterText(user, field, 'Sam Turner');
    await user.click(form.getByRole('button', { name: 'Change name' }));
    await user.click(await form.findByRole('button', { name: 'Confirm with Google' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your name is now Sam Turner.');
    expect(rename).toHaveBeenLastCalledWith(customerFixture.email, 'Sam Turner', { google: true });
  });

  it('when the password is wrong, then Firebase’s message shows and the name stays', async () => {
    rename.mockRejectedValueOnce(new IdentityProofNeededError()).mockRejectedValueOnce(new Error('Wrong email or password.'));
    const { user, store } = await renderProfile();
    const { form, field } = renameForm();
    await user.clear(field);
    await enterText(user, field, 'Sam Turner');
    await user.click(form.getByRole('button', { name: 'Change name' }));
    await enterText(user, await form.findByLabelText(/Password/), 'nope-nope');
    await user.click(form.getByRole('button', { name: 'Confirm and change name' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(store.getState().session.session?.user.name).toBe('Customer Demo');
  });

  it('when the shop refuses the fresh token, then its message shows', async () => {
    rename.mockResolvedValue({ email: customerFixture.email, idToken: 'fresh-id-token' });
    server.use(http.put('/user/{email}', ({ response }) => response(403).json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'The token belongs to another email address.' })));
    const { user } = await renderProfile();
    const { form, field } = renameForm();
    await user.clear(field);
    await enterText(user, field, 'Sam Turner');
    await user.click(form.getByRole('button', { name: 'Change name' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('The token belongs to another email address.'));
  });
});
