import type { Page } from 'playwright-core';
import { toolNamed } from './catalogue';

/** Orders the tool at its minimum (the purchase page's starting quantity) and answers the new order's number, as My Orders heads it ("#1042"). */
export async function placeOrder(page: Page, toolName: string): Promise<string> {
  const tool = await toolNamed(toolName);
  await page.goto(`/purchase/${tool._id}`);
  const form = page.getByRole('form', { name: 'Order details' });
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Mill Lane, Leeds LS1 4AB');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  const placed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/order');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const order = (await (await placed).json()) as { number: number };
  return `#${order.number}`;
}
