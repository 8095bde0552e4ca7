// What start-up leaves to first use (issue 16: ready in under a second), loaded once the server
// listens: a small step per turn of the event loop, so requests are answered in between, and a
// request that needs a part not loaded yet loads that part at once. Answers never depend on it.
import { warmCountryNames } from '../reference/countries';
import type { PostalServices } from './postalServices';

export async function warmUp(postal: PostalServices): Promise<void> {
  await warmCountryNames();
  await postal.warm();
}
