// Small statistics for the benchmark: order statistics and a least-squares line.
export function quantile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

export const median = (values) => quantile(values, 0.5);

export function summary(values) {
  return {
    n: values.length,
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    q1: quantile(values, 0.25),
    q3: quantile(values, 0.75),
    p95: quantile(values, 0.95),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

/** y = intercept + slope·x by least squares, with r². */
export function linearFit(xs, ys) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, r2: syy ? (sxy * sxy) / (sxx * syy) : 1 };
}

/** Ratio of two samples: of the medians, and the range of ratios of paired runs (same round). */
export function ratio(a, b) {
  const pairs = a.map((x, i) => x / b[i]).filter((r) => Number.isFinite(r));
  return {
    median: median(a) / median(b),
    pairedMin: Math.min(...pairs),
    pairedMax: Math.max(...pairs),
    pairedMedian: median(pairs),
  };
}
