import { z } from 'zod';

const histogramSchema = z.object({ average: z.number(), p50: z.number(), p99: z.number(), max: z.number() });

/** What the load test reads of autocannon's result: answers by status class, failures, latency (ms), requests per second. */
export const cannonResultSchema = z.object({
  '1xx': z.number(),
  '2xx': z.number(),
  '3xx': z.number(),
  '4xx': z.number(),
  '5xx': z.number(),
  errors: z.number(),
  timeouts: z.number(),
  duration: z.number(),
  latency: histogramSchema,
  requests: histogramSchema.extend({ total: z.number() }),
});
export type CannonResult = z.infer<typeof cannonResultSchema>;
