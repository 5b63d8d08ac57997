// Sends echo-corpus cells to a live site byte for byte (node:http: fetch would rewrite a raw
// `\` to `/` and re-encode `"`), and writes the matrix's summary table.
import http from 'node:http';
import { wireRequest } from './echo-corpus.mjs';

/** One raw request: { status, body (parsed JSON, or undefined), text }. */
export function rawRequest(base, { method, path, headers = {}, body }) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode, body: parsed, text });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Every cell's answer, in order, with at most `limit` requests in flight. */
export async function sendCells(base, cells, limit = 4) {
  const out = new Array(cells.length);
  let next = 0;
  const worker = async () => {
    while (next < cells.length) {
      const i = next++;
      out[i] = await rawRequest(base, wireRequest(cells[i])).catch((error) => ({
        status: 0,
        body: undefined,
        text: String(error),
      }));
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

/** A Markdown summary: per server and URL form, cells intact / destroyed (with why) / wrong. */
export function summarize(results) {
  const lines = [
    '# Live server matrix (e2e/servers.test.mjs)',
    '',
    '| server | cells | intact | destroyed before any plugin | wrong |',
    '|---|---:|---:|---:|---:|',
  ];
  const reasons = new Map();
  for (const [server, verdicts] of Object.entries(results)) {
    const count = (v) => verdicts.filter((x) => x.verdict === v).length;
    lines.push(`| ${server} | ${verdicts.length} | ${count('intact')} | ${count('destroyed')} | ${count('wrong')} |`);
    for (const v of verdicts.filter((x) => x.reason)) {
      const key = `${v.reason}`;
      if (!reasons.has(key)) reasons.set(key, new Map());
      const perServer = reasons.get(key);
      perServer.set(server, [...(perServer.get(server) ?? []), v.id]);
    }
  }
  lines.push('', '## Destroyed cells, by cause', '');
  for (const [reason, perServer] of reasons) {
    lines.push(`- ${reason}:`);
    for (const [server, ids] of perServer) lines.push(`  - ${server} (${ids.length}): ${ids.join(', ')}`);
  }
  const wrong = Object.values(results)
    .flat()
    .filter((v) => v.verdict === 'wrong');
  if (wrong.length) {
    lines.push('', '## Wrong cells', '');
    for (const v of wrong)
      lines.push(`- ${v.server} ${v.id}: ${v.status} ${JSON.stringify(v.got)} (meant ${JSON.stringify(v.expected)})`);
  }
  return `${lines.join('\n')}\n`;
}
