const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
