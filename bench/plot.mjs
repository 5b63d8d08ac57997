// The benchmarks' plots as self-contained SVGs (no plotting library): a log-scaled x (routes
// in the project, or n), a linear y, per series the median with min–max whiskers (a series
// of one point is a square: the incremental rebuild), and optional dashed reference lines
// (the compute benchmark's 1.5× target).
const COLORS = { ts2wp: '#d6336c', 'tsc --noEmit': '#1c7ed6', tsoa: '#37b24d', 'ts2wp, 1 file changed': '#f08c00' };

const PALETTE = ['#d6336c', '#1c7ed6', '#37b24d', '#f08c00', '#7048e8', '#0ca678', '#495057'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** series: [{ name, points: [{ x, median, min, max }] }]; lines: [{ y, label, color? }] */
export function plotSvg({
  title,
  subtitle,
  series,
  yLabel = 'seconds (median, min–max of runs)',
  xLabel = 'routes in the project (log scale)',
  lines = [],
}) {
  const W = 760;
  const H = 460;
  const m = { l: 70, r: 230, t: 62, b: 56 };
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const xmin = Math.min(...xs) / 1.4;
  const xmax = Math.max(...xs) * 1.4;
  const ymax = Math.max(...series.flatMap((s) => s.points.map((p) => p.max)), ...lines.map((l) => l.y)) * 1.1;
  const X = (x) =>
    +(m.l + ((Math.log10(x) - Math.log10(xmin)) / (Math.log10(xmax) - Math.log10(xmin))) * (W - m.l - m.r)).toFixed(1);
  const Y = (y) => +(H - m.b - (y / ymax) * (H - m.t - m.b)).toFixed(1);
  const step = niceStep(ymax / 6);
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${m.l}" y="24" font-size="16" font-weight="600">${esc(title)}</text>`);
  if (subtitle) out.push(`<text x="${m.l}" y="44" fill="#555">${esc(subtitle)}</text>`);
  for (let y = 0; y <= ymax; y += step) {
    out.push(`<line x1="${m.l}" x2="${W - m.r}" y1="${Y(y)}" y2="${Y(y)}" stroke="#eee"/>`);
    out.push(`<text x="${m.l - 8}" y="${Y(y) + 4}" text-anchor="end" fill="#555">${+y.toFixed(2)}</text>`);
  }
  for (const x of [...new Set(xs)].sort((a, b) => a - b)) {
    out.push(`<line x1="${X(x)}" x2="${X(x)}" y1="${m.t}" y2="${H - m.b}" stroke="#eee"/>`);
    out.push(`<text x="${X(x)}" y="${H - m.b + 18}" text-anchor="middle" fill="#555">${x}</text>`);
  }
  out.push(`<line x1="${m.l}" x2="${W - m.r}" y1="${H - m.b}" y2="${H - m.b}" stroke="#333"/>`);
  out.push(`<line x1="${m.l}" x2="${m.l}" y1="${m.t}" y2="${H - m.b}" stroke="#333"/>`);
  for (const { y, label, color = '#c92a2a' } of lines) {
    out.push(`<line x1="${m.l}" x2="${W - m.r}" y1="${Y(y)}" y2="${Y(y)}" stroke="${color}" stroke-dasharray="6 4"/>`);
    out.push(`<text x="${W - m.r - 40}" y="${Y(y) + 15}" text-anchor="end" fill="${color}">${esc(label)}</text>`);
  }
  out.push(`<text x="${(m.l + W - m.r) / 2}" y="${H - 12}" text-anchor="middle">${esc(xLabel)}</text>`);
  out.push(
    `<text transform="translate(18 ${(m.t + H - m.b) / 2}) rotate(-90)" text-anchor="middle">${esc(yLabel)}</text>`,
  );
  series.forEach((s, i) => {
    const color = COLORS[s.name] ?? PALETTE[i % PALETTE.length];
    const pts = [...s.points].sort((a, b) => a.x - b.x);
    if (pts.length > 1)
      out.push(
        `<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.map((p) => `${X(p.x)},${Y(p.median)}`).join(' ')}"/>`,
      );
    const dodge = (i - (series.length - 1) / 2) * 5; // Whiskers side by side, not on top of each other.
    for (const p of pts) {
      const wx = X(p.x) + dodge;
      out.push(
        `<line x1="${wx}" x2="${wx}" y1="${Y(p.min)}" y2="${Y(p.max)}" stroke="${color}" stroke-width="1.5" opacity="0.7"/>`,
      );
      for (const y of [p.min, p.max])
        out.push(`<line x1="${wx - 3}" x2="${wx + 3}" y1="${Y(y)}" y2="${Y(y)}" stroke="${color}" opacity="0.7"/>`);
      out.push(
        pts.length > 1
          ? `<circle cx="${X(p.x)}" cy="${Y(p.median)}" r="3.5" fill="${color}"/>`
          : `<rect x="${X(p.x) - 4}" y="${Y(p.median) - 4}" width="8" height="8" fill="${color}"/>`,
      );
    }
    const ly = m.t + 10 + i * 22;
    out.push(
      `<line x1="${W - m.r + 16}" x2="${W - m.r + 40}" y1="${ly}" y2="${ly}" stroke="${color}" stroke-width="2"/>`,
    );
    out.push(`<text x="${W - m.r + 46}" y="${ly + 4}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

function niceStep(raw) {
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const f of [1, 2, 2.5, 5, 10]) if (f * p >= raw) return f * p;
  return 10 * p;
}
