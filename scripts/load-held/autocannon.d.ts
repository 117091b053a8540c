/** The part of autocannon's programmatic API the load test uses; the result is checked with zod where it is read. */
declare module 'autocannon' {
  type Request = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
  type Options = { url: string; connections: number; duration: number; timeout?: number; requests?: Request[] };
  export default function autocannon(options: Options): Promise<unknown>;
}
