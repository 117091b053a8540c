export type GrowthPoint = { size: number; ms: number };
export type Growth = { exponent: number; verdict: string; linearOrBetter: boolean };

/** Above this log-log slope a series is called worse than linear; the margin absorbs timing noise. */
const LINEAR_TOLERANCE = 1.1;

/**
 * How a cost grows with size: the least-squares slope of log(time) against log(size). 1 is linear,
 * below 1 sub-linear, 2 quadratic.
 */
export function growthOf(points: readonly GrowthPoint[]): Growth {
  const xs = points.map((point) => Math.log(point.size));
  const ys = points.map((point) => Math.log(point.ms));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  const covariance = xs.reduce((sum, x, at) => sum + (x - mx) * ((ys[at] ?? my) - my), 0);
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  const exponent = Math.round((covariance / variance) * 100) / 100;
  const verdict = exponent < 0.9 ? 'sub-linear' : exponent <= LINEAR_TOLERANCE ? 'linear' : exponent < 1.9 ? 'super-linear' : 'quadratic or worse';
  return { exponent, verdict, linearOrBetter: exponent <= LINEAR_TOLERANCE };
}
