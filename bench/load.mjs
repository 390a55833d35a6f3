// autocannon with a warm-up, reduced to the figures the bench prints.
import autocannon from 'autocannon';

export async function load(options, { warmupSeconds = 2 } = {}) {
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon(options);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // 304s (a revalidated catalogue page) are answers too; non2xx counts the rest.
    status3xx: result['3xx'],
    non2xx: result.non2xx - result['3xx'],
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** The median of a few sequential timings of `fetchOnce`, in milliseconds; `before` runs untimed ahead of each. */
export async function medianLatency(fetchOnce, { times = 30, before = async () => {} } = {}) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    await before();
    const started = performance.now();
    await fetchOnce();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)] * 100) / 100;
}
