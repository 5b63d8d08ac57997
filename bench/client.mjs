// A bounded HTTP client for the request benchmark: one keep-alive connection per
// variant, one request at a time, variants interleaved request by request (the order
// alternates each round), a fixed number of requests. Loopback only.
import http from 'node:http';

const HEADERS = ['x-bench-register-us', 'x-bench-init-us', 'x-bench-peak-bytes'];

function request(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ ms, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/** One request, for checks. */
export async function fetchOnce(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    return await request(agent, url, headers);
  } finally {
    agent.destroy();
  }
}

/**
 * Sends `warmup` then `count` requests per variant ({ name, url, headers }), interleaved.
 * Returns per variant: latencies (ms) and the server-side numbers from the X-Bench-* headers.
 */
export async function interleaved(variants, { count, warmup, loopbackOnly = true }) {
  for (const v of variants) {
    const host = new URL(v.url).hostname;
    if (loopbackOnly && host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]')
      throw new Error(`not a loopback address: ${v.url}`);
  }
  const agents = variants.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const out = variants.map((v) => ({
    name: v.name,
    ms: [],
    server: Object.fromEntries(HEADERS.map((h) => [h, []])),
    errors: 0,
  }));
  try {
    for (let round = 0; round < warmup + count; round++) {
      const order = variants.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const v = variants[i];
        const r = await request(agents[i], v.url, v.headers);
        if (r.status !== 200) {
          out[i].errors++;
          if (out[i].errors > 5) throw new Error(`${v.name}: HTTP ${r.status} ${r.body.slice(0, 300)}`);
          continue;
        }
        if (round < warmup) continue;
        out[i].ms.push(r.ms);
        for (const h of HEADERS) if (r.headers[h] !== undefined) out[i].server[h].push(Number(r.headers[h]));
      }
    }
  } finally {
    for (const a of agents) a.destroy();
  }
  return out;
}
