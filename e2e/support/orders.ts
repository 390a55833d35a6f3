import type { Page } from 'playwright-core';
import { waitForInteractive } from './browser';
import { toolNamed } from './catalogue';

// Under a CI machine's full load the order's request has been seen to take longer than Playwright's
// usual 30 s; the test's own timeout (120 s) still bounds it.
const ORDER_TIMEOUT = 90_000;

/** Orders the tool at its minimum (the purchase page's starting quantity) and answers the new order's number, as My Orders heads it ("#1042"). */
export async function placeOrder(page: Page, toolName: string): Promise<string> {
  const tool = await toolNamed(toolName);
  await page.goto(`/purchase/${tool._id}`);
  await waitForInteractive(page);
  // The customer's saved address and phone fill the form when they arrive; typed before that, under
  // CI's load the form has been seen to end up with a phone that wasn't the one typed. Typed after.
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Order details' });
  const address = form.getByRole('textbox', { name: 'Address' });
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await address.fill('14 Mill Lane, Leeds LS1 4AB');
  await phone.fill('+44 113 496 0000');
  const placed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/order', { timeout: ORDER_TIMEOUT });
  // Handled here too, so that when the form's refusal is what fails the test this is not also reported.
  placed.catch(() => undefined);
  // A form that refuses (a field's message, an alert) sends nothing: say what it said rather than wait.
  const refused = form
    .getByRole('alert')
    .or(form.locator('[aria-invalid="true"]'))
    .first()
    .waitFor({ timeout: ORDER_TIMEOUT })
    .then(
      async () => `the order form refused (address “${await address.inputValue()}”, phone “${await phone.inputValue()}”): ${await form.innerText()}`,
      () => undefined,
    );
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const outcome = await Promise.race([placed, refused]);
  if (typeof outcome === 'string') throw new Error(outcome);
  const order = (await (outcome ?? (await placed)).json()) as { number: number };
  return `#${order.number}`;
}

export interface GuestOrderLine {
  productName: string;
  quantity: number;
  unitPrice: string;
  price: string;
}

/** From a cart that holds tools, a guest's checkout paid by the test card; answers the order's lines as the checkout returned them. */
export async function payAsGuest(page: Page, email: string): Promise<GuestOrderLine[]> {
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Mill Lane, Leeds LS1 4AB');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  const placed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/guest/checkout', {
    timeout: ORDER_TIMEOUT,
  });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const { order } = (await (await placed).json()) as { order: { lines: GuestOrderLine[] } };
  await page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ }).waitFor();
  return order.lines;
}
