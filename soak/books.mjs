// The stock invariant, read back through the API as an admin: for every product, the units on the
// shelf plus the units held by orders that still count (unpaid, paid, shipped) never change, however
// the traffic moved them between the two.

async function allPages(url, path, token) {
  const items = [];
  let cursor = null;
  do {
    const query = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const page = await response.json();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Map of product id → { name, available, reserved } for every product in the catalogue. */
export async function stockBooks(url, adminToken) {
  const products = await allPages(url, '/api/products', adminToken);
  const orders = await allPages(url, '/api/orders', adminToken);
  const books = new Map(products.map((product) => [product._id, { name: product.name, available: product.available, reserved: 0 }]));
  for (const order of orders) {
    if (order.status === 'cancelled' || !order.productId) continue;
    const entry = books.get(order.productId);
    if (entry) entry.reserved += order.quantity;
  }
  return { books, orders: orders.length };
}

/** Products whose shelf + held units differ between two readings of the books. */
export function unbalanced(before, after) {
  const problems = [];
  for (const [id, start] of before) {
    const end = after.get(id);
    const startTotal = start.available + start.reserved;
    const endTotal = end ? end.available + end.reserved : undefined;
    if (endTotal !== startTotal || (end && end.available < 0)) {
      problems.push(`${start.name}: ${startTotal} units at the start, ${endTotal} at the end (available ${end?.available}, held ${end?.reserved})`);
    }
  }
  return problems;
}
