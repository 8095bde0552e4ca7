// What start-up leaves to first use (issue 16: ready in under a second), done once the server
// listens: a small step per turn of the event loop, so requests are answered in between, and a
// request that needs a part not done yet does that part at once. Answers never depend on it.
// First the route schemas (every request needs its route's), then the country names and the
// structuring engine's subdivision tables, then the postal countries.
import type { FastifyInstance } from 'fastify';
import { warmCountryNames } from '../reference/countries';
import { warmSubdivisions } from '../structuring/subdivision';
import type { PostalServices } from './postalServices';

/** Seconds each part took, for the log line that says the warm-up is done. */
export type WarmUpSeconds = Record<'schemas' | 'countryNames' | 'subdivisions' | 'postal', number>;

export async function warmUp(app: FastifyInstance, postal: PostalServices): Promise<WarmUpSeconds> {
  const parts: [keyof WarmUpSeconds, () => Promise<void>][] = [
    ['schemas', () => app.compileSchemas()],
    ['countryNames', warmCountryNames],
    ['subdivisions', warmSubdivisions],
    ['postal', () => postal.warm()],
  ];
  const seconds = {} as WarmUpSeconds;
  for (const [name, warm] of parts) {
    const started = performance.now();
    await warm();
    seconds[name] = Math.round(performance.now() - started) / 1000;
  }
  return seconds;
}
