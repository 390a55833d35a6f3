// The soak's shoppers and admin: each action is what a person does in one visit (browse, order,
// pay, cancel, edit, ship), picked by weight and started on a steady clock whether or not the
// previous one has finished, so a slow shop meets the same arrival rate instead of a gentler one.

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Statuses an action may meet without anything being wrong, by request label. */
const EXPECTED = {
  // Demo products run out during a long soak; the shop must refuse, not oversell.
  'place order': new Set([201, 409]),
};

export function createTraffic({ url, customers, admin, productIds, record }) {
  const unpaid = []; // { id, token }: orders an action may pay or cancel, taken out while in use
  const paid = []; // order ids the admin may ship

  async function call(label, method, path, { token, body } = {}) {
    const started = performance.now();
    let status = 0;
    let text;
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    const ok = (EXPECTED[label] ?? new Set([200, 201])).has(status);
    record({ label, status, ok, ms: performance.now() - started, detail: ok ? undefined : text.slice(0, 300) });
    return { status, body: ok && text ? JSON.parse(text) : undefined };
  }

  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const actions = {
    async browse() {
      const page = await call('list products', 'GET', `/api/products?limit=12${Math.random() < 0.3 ? '&sort=price_asc' : ''}`);
      if (Math.random() < 0.3) await call('search', 'GET', `/api/products?q=${pick(['saw', 'chisel', 'plane', 'hammer', 'oak'])}`);
      const product = page.body?.items ? pick(page.body.items) : undefined;
      if (product) {
        await call('product detail', 'GET', `/api/products/${product._id}`);
        await call('reviews', 'GET', `/api/reviews?productId=${product._id}&limit=10`);
      }
    },
    async order() {
      const customer = pick(customers);
      const productId = pick(productIds);
      const product = await call('product detail', 'GET', `/api/products/${productId}`);
      if (!product.body) return;
      const placed = await call('place order', 'POST', '/api/order', {
        token: customer.token,
        body: { productId, quantity: product.body.minimum, address: '1 Soak Street, Leeds', phone: '+44 113 496 0000' },
      });
      if (placed.status === 201) unpaid.push({ id: placed.body._id, token: customer.token });
      await call('my orders', 'GET', `/api/order/${encodeURIComponent(customer.email)}?limit=10`, { token: customer.token });
    },
    async pay() {
      const order = unpaid.shift();
      if (!order) return;
      const intent = await call('create intent', 'POST', '/api/create-payment-intent', { token: order.token, body: { orderId: order.id } });
      if (!intent.body) return;
      await call('confirm card', 'POST', '/api/payments/test/confirm', {
        token: order.token,
        body: { clientSecret: intent.body.clientSecret, card: CARD, billingDetails: { name: 'Soak Customer', email: 'soak@example.com' } },
      });
      const marked = await call('mark paid', 'PATCH', `/api/orders/${order.id}`, { token: order.token, body: { transactionId: intent.body.paymentIntentId } });
      if (marked.status === 200) paid.push(order.id);
    },
    async cancel() {
      const order = unpaid.shift();
      if (order) await call('cancel order', 'DELETE', `/api/order/${order.id}`, { token: order.token });
    },
    async edit() {
      const productId = pick(productIds);
      const price = Math.round((5 + Math.random() * 95) * 100) / 100;
      await call('edit product', 'PATCH', `/api/product/${productId}`, { token: admin.token, body: { price } });
      await call('all orders', 'GET', '/api/orders?limit=20', { token: admin.token });
    },
    async ship() {
      const id = paid.shift();
      if (id) await call('ship order', 'PATCH', `/api/orders/${id}/ship`, { token: admin.token });
    },
  };

  const weights = [
    ['browse', 55],
    ['order', 18],
    ['pay', 10],
    ['cancel', 7],
    ['edit', 5],
    ['ship', 5],
  ];
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const nextAction = () => {
    let roll = Math.random() * total;
    for (const [name, weight] of weights) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return 'browse';
  };

  /** Starts `rate` actions a second until `until`; resolves when the last one has finished. */
  async function run({ rate, until }) {
    const inFlight = new Set();
    const interval = 1000 / rate;
    let next = performance.now();
    while (Date.now() < until) {
      const action = actions[nextAction()]().catch((error) => record({ label: 'action', status: 0, ok: false, ms: 0, detail: String(error) }));
      inFlight.add(action);
      void action.finally(() => inFlight.delete(action));
      next += interval;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await Promise.all(inFlight);
  }

  return { run };
}
