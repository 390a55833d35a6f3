import type { AppConfig } from '../../config.js';
import type { RuntimeConfig } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { HttpProblem } from '../../shared/problem.js';

/** The settings every page reads but the free-delivery promise, which the shipping settings make. */
export function runtimeConfig(config: AppConfig): Omit<RuntimeConfig, 'shop'> {
  const { firebase, payments } = config;
  return {
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      emulatorHost: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
    },
    payments: {
      provider: payments.provider,
      publishableKey: payments.provider === 'stripe' ? payments.publishableKey : null,
    },
    orderHoldMinutes: config.orderHoldMinutes,
  };
}

export function systemHandlers(
  config: AppConfig,
  db: Database,
  shipping: { freeShippingFrom(): Promise<number | null> },
  tax: { getTaxSettings(): Promise<{ pricesIncludeTax: boolean }> },
) {
  const settings = runtimeConfig(config);
  return {
    getHealth: async (_req, res) => {
      try {
        await db.ping();
      } catch {
        throw new HttpProblem(503, 'The shop is temporarily unavailable. Please try again shortly.');
      }
      res.json({ status: 'ok', database: 'up' });
    },
    getConfig: async (_req, res) => {
      const [freeShippingFrom, { pricesIncludeTax }] = await Promise.all([shipping.freeShippingFrom(), tax.getTaxSettings()]);
      const shop: RuntimeConfig['shop'] = { ...config.promises, freeShippingFrom, pricesIncludeTax };
      res.json({ ...settings, shop } satisfies RuntimeConfig);
    },
  } satisfies Partial<OperationHandlers>;
}
