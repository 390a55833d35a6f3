// 2. Order placement: many signed-in customers place and cancel orders as fast as the shop
// takes them; afterwards every unit must be back on the shelf and nothing may be oversold.
import autocannon from 'autocannon';
import { customers } from './customers.mjs';

const CUSTOMERS = 40;
const CONNECTIONS = 40;

async function stockOf(shopUrl) {
  const { items } = await (await fetch(`${shopUrl}/api/products?limit=100`)).json();
  return new Map(items.map((product) => [product._id, product.available]));
}

/** `measure` wraps the load (bench/processes.mjs counts the API's CPU time around it). */
export async function benchOrders(shop, { seconds, measure = (work) => work() }) {
  const accounts = await customers(shop.url, shop.emulatorHost, CUSTOMERS);
  const tokens = accounts.map((account) => account.token);
  const before = await stockOf(shop.url);
  // The product with the most stock, so that every connection's outstanding order fits.
  const [productId] = [...before.entries()].sort((a, b) => b[1] - a[1])[0];
  const { minimum } = await (await fetch(`${shop.url}/api/products/${productId}`)).json();

  let nextCustomer = 0;
  const statuses = { placed: 0, refused: 0, cancelled: 0, other: 0 };
  const authorised = (request, context) => {
    context.token ??= tokens[nextCustomer++ % tokens.length];
    return { ...request, headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${context.token}` } };
  };
  const result = await measure(() => autocannon({
    url: shop.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/order',
        setupRequest: (request, context) => ({
          ...authorised(request, context),
          body: JSON.stringify({ productId, quantity: minimum, address: '1 Bench Street, Leeds', phone: '+44 113 496 0000' }),
        }),
        onResponse: (status, body, context) => {
          if (status === 201) {
            statuses.placed++;
            context.orderId = JSON.parse(body)._id;
          } else {
            statuses[status === 409 ? 'refused' : 'other']++;
            context.orderId = undefined;
          }
        },
      },
      {
        method: 'DELETE',
        setupRequest: (request, context) => ({ ...authorised(request, context), path: `/api/order/${context.orderId ?? '00000000-0000-7000-8000-000000000000'}` }),
        onResponse: (status, _body, context) => {
          if (context.orderId) statuses[status === 200 ? 'cancelled' : 'other']++;
        },
      },
    ],
  }));

  // The run stops with a request in flight on every connection; the shop still answers them. Once
  // it has, the orders left open (placed, not yet cancelled) are cancelled, so the books can close.
  const openOrders = async () => {
    const open = [];
    for (const { email, token } of accounts) {
      const headers = { authorization: `Bearer ${token}` };
      const { items } = await (await fetch(`${shop.url}/api/order/${encodeURIComponent(email)}?limit=100`, { headers })).json();
      for (const order of items.filter((item) => item.status === 'unpaid')) open.push({ id: order._id, headers });
    }
    return open;
  };
  let leftOpen = 0;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let pass = 0; pass < 5; pass++) {
    const open = await openOrders();
    if (open.length === 0) break;
    leftOpen += open.length;
    for (const { id, headers } of open) await fetch(`${shop.url}/api/order/${id}`, { method: 'DELETE', headers });
  }
  const after = await stockOf(shop.url);
  const changed = [...before.entries()].filter(([id, available]) => after.get(id) !== available);
  return {
    customers: CUSTOMERS,
    connections: CONNECTIONS,
    seconds,
    ordersPerSecond: Math.round(statuses.placed / seconds),
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    ...statuses,
    cancelledAfterTheRun: leftOpen,
    stockBefore: before.get(productId),
    stockAfter: after.get(productId),
    oversold: [...after.values()].filter((available) => available < 0).length,
    productsWhoseStockChanged: changed.length,
    ...(result.cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest: result.cpuMsPerRequest }),
  };
}
