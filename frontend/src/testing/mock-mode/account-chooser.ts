// Mock mode's "Sign in with Google" window: a native <dialog> listing the mocked shop's accounts,
// drawn outside React so that the app's screens stay exactly as they are.
import type { User } from '../../types/api';

/** Resolves with the account picked, or null when the dialog is closed without one. */
export function chooseAccount(accounts: User[]): Promise<User | null> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'mock-account-chooser-title');
    dialog.style.cssText = 'border:1px solid #444;border-radius:8px;padding:24px;max-width:360px;width:calc(100% - 32px);font-family:Inter Variable,system-ui,sans-serif';

    const title = document.createElement('h2');
    title.id = 'mock-account-chooser-title';
    title.textContent = 'Choose an account';
    title.style.cssText = 'margin:0 0 4px;font-size:1.25rem';
    const note = document.createElement('p');
    note.textContent = 'Mock mode: pick a demo account to sign in as.';
    note.style.cssText = 'margin:0 0 16px;color:#444';
    dialog.append(title, note);

    let chosen: User | null = null;
    const list = document.createElement('ul');
    list.style.cssText = 'list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px';
    for (const account of accounts) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `${account.name} (${account.role}) – ${account.email}`;
      button.style.cssText = 'width:100%;text-align:left;padding:10px 12px;font:inherit;cursor:pointer;border:1px solid #888;border-radius:6px;background:#fff;color:#111';
      button.addEventListener('click', () => {
        chosen = account;
        dialog.close();
      });
      item.append(button);
      list.append(item);
    }
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.style.cssText = 'font:inherit;padding:8px 16px;cursor:pointer';
    cancel.addEventListener('click', () => dialog.close());
    dialog.append(list, cancel);

    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(chosen);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
