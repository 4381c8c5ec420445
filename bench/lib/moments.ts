// The sample moments the simulated-gate benches fit their noise models with: 0 (not NaN) for too
// few values, so a series without data adds nothing to a fit instead of poisoning it. Pure.

/** The arithmetic mean; 0 for none. */
export function meanOf(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The sample variance (n − 1); 0 for fewer than two values. */
export function variance(values: readonly number[]): number {
  const m = meanOf(values);
  return values.length < 2 ? 0 : values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1);
}

/** The sample covariance of two series of the same length (n − 1); 0 for fewer than two. */
export function covarianceOf(a: readonly number[], b: readonly number[]): number {
  const ma = meanOf(a);
  const mb = meanOf(b);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += (a[i]! - ma) * (b[i]! - mb);
  return a.length < 2 ? 0 : total / (a.length - 1);
}
