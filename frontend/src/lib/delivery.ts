import { limits } from './contract-limits';
import { phoneField } from './phone';
import { z } from './zod';

/** Where an order goes: the purchase page and the checkout ask for it with the same rules and words. */
export const deliverySchema = z.object({
  address: z.string().trim().min(1, 'Address is required').max(limits.Address.maxLength, `Keep the address under ${limits.Address.maxLength} characters`),
  phone: phoneField,
});
export type Delivery = z.infer<typeof deliverySchema>;
