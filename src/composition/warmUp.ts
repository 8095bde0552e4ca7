// What start-up leaves to first use (issue 16: ready in under a second), done once the server
// listens: a small step per turn of the event loop, so requests are answered in between, and a
// request that needs a part not done yet does that part at once. Answers never depend on it.
// First the route schemas (every request needs its route's), then the country names and the
// structuring engine's subdivision tables, then the postal countries.
import type { FastifyInstance } from 'fastify';
import { warmCountryNames } from '../reference/countries';
import { warmSubdivisions } from '../structuring/subdivision';
import type { PostalServices } from './postalServices';

export async function warmUp(app: FastifyInstance, postal: PostalServices): Promise<void> {
  await app.compileSchemas();
  await warmCountryNames();
  await warmSubdivisions();
  await postal.warm();
}
