// Wires the postal reference (bundled data plus rows an operator imported into the database) and
// the verifier that step 5 calls. Loaded once at start and shared by every request; with a
// database, the imported data's version is polled and a new import takes effect without a restart.
// Each country's bundled data is parsed on first use (or by warm()) and shared by every reload.
import type { Database } from '../storage/database';
import type { PostalReference } from '../reference/postal/types';
import type { Verifier } from '../pipeline/state';
import { importedDataVersion } from '../reference/postal/importPostal';
import { warmCompiledReference } from '../reference/postal/loader';
import { loadPostalReference, verifyAddress } from '../verification/verifyAddress';

export interface PostalServices {
  /** Stable for the process: it answers from the latest loaded data. */
  reference: PostalReference;
  verify: Verifier;
  /** Reloads when the imported data changed since the last load; true when it reloaded. */
  refresh(): Promise<boolean>;
  /** Stops polling (the timer never keeps the process alive anyway). */
  stop(): void;
  /**
   * Parses the countries no request has asked for yet, a few lines per turn of the event loop;
   * call it once the server listens. Answers do not depend on it: a country is parsed when first
   * asked for anyway. Resolves when every country is parsed.
   */
  warm(): Promise<void>;
}

export interface PostalServicesOptions {
  /** How often running instances look for a new import; 0 turns polling off. Default 5 s. */
  pollMillis?: number;
  /** Told when a poll or reload fails; the previous data keeps answering meanwhile. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_POLL_MILLIS = 5_000;

let bundled: Promise<PostalReference> | undefined;

/** Forwards every call to the reference of the moment, so holders never keep a stale one. */
class CurrentPostalReference implements PostalReference {
  constructor(private readonly current: () => PostalReference) {}
  coverage(country: string) { return this.current().coverage(country); }
  findTown(country: string, name: string) { return this.current().findTown(country, name); }
  suggestTowns(country: string, name: string, limit?: number) { return this.current().suggestTowns(country, name, limit); }
  townsForPostcode(country: string, postcode: string) { return this.current().townsForPostcode(country, postcode); }
  postcodesForTown(country: string, townName: string) { return this.current().postcodesForTown(country, townName); }
  hasPostcode(country: string, postcode: string) { return this.current().hasPostcode(country, postcode); }
  subdivisionMatches(country: string, townName: string, subdivision: string) { return this.current().subdivisionMatches(country, townName, subdivision); }
  postcodeRegionMatches(country: string, townName: string, postcode: string) { return this.current().postcodeRegionMatches?.(country, townName, postcode); }
  countries() { return this.current().countries(); }
}

export async function createPostalServices(db?: Database, options: PostalServicesOptions = {}): Promise<PostalServices> {
  if (!db) {
    // Without a database (benchmarks, unit tests) the bundled reference is loaded once per process.
    const reference = await (bundled ??= loadPostalReference());
    return { reference, verify: (query, quality) => verifyAddress(query, quality, true, reference), refresh: async () => false, stop: () => undefined, warm: () => warmCompiledReference() };
  }
  let version = await importedDataVersion(db);
  let current = await loadPostalReference({ db });
  let reloading: Promise<boolean> | undefined;

  const refresh = (): Promise<boolean> =>
    (reloading ??= (async () => {
      try {
        const latest = await importedDataVersion(db);
        if (latest === version) return false;
        current = await loadPostalReference({ db });
        version = latest;
        return true;
      } finally {
        reloading = undefined;
      }
    })());

  const pollMillis = options.pollMillis ?? DEFAULT_POLL_MILLIS;
  const timer = pollMillis > 0 ? setInterval(() => refresh().catch((error: unknown) => options.onError?.(error)), pollMillis) : undefined;
  timer?.unref();
  return {
    reference: new CurrentPostalReference(() => current),
    verify: (query, quality) => verifyAddress(query, quality, true, current),
    refresh,
    stop: () => clearInterval(timer),
    warm: () => warmCompiledReference(),
  };
}
