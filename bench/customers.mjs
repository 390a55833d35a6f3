// Real customers for the order bench: accounts made in the bench shop's Auth Emulator and
// exchanged for the shop's own tokens, as the browser does.
const emulatorCall = async (host, path, body) => {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** `count` new customers of the shop at `shopUrl`: their emails, access tokens and whole sessions. */
export async function customers(shopUrl, emulatorHost, count) {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `bench-${run}-${index}@example.com`;
      const { idToken } = await emulatorCall(emulatorHost, 'accounts:signUp', { email, password: 'bench-password-1', returnSecureToken: true });
      const response = await fetch(`${shopUrl}/api/user/${encodeURIComponent(email)}`, { method: 'PUT', headers: { Authorization: `Bearer ${idToken}` } });
      if (!response.ok) throw new Error(`token exchange for ${email}: ${response.status} ${await response.text()}`);
      const session = await response.json();
      return { email, token: session.token, session };
    }),
  );
}

/** An account that already exists in the emulator (a demo account), signed in and exchanged. */
export async function signInExisting(shopUrl, emulatorHost, email, password) {
  const { idToken } = await emulatorCall(emulatorHost, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const response = await fetch(`${shopUrl}/api/user/${encodeURIComponent(email)}`, { method: 'PUT', headers: { Authorization: `Bearer ${idToken}` } });
  if (!response.ok) throw new Error(`token exchange for ${email}: ${response.status} ${await response.text()}`);
  const session = await response.json();
  return { email, token: session.token, session };
}
