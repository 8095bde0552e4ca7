// Wires the postal reference (bundled data plus rows an operator imported into the database) and
// the verifier that step 5 calls. Loaded once at start; shared by every request.
import type { Database } from '../storage/database';
import type { PostalReference } from '../reference/postal/types';
import type { Verifier } from '../pipeline/state';
import { loadPostalReference, verifyAddress } from '../verification/verifyAddress';

export interface PostalServices {
  reference: PostalReference;
  verify: Verifier;
}

let bundled: Promise<PostalReference> | undefined;

export async function createPostalServices(db?: Database): Promise<PostalServices> {
  // Without a database (benchmarks, unit tests) the bundled reference is loaded once per process.
  const reference = db ? await loadPostalReference({ db }) : await (bundled ??= loadPostalReference());
  return { reference, verify: (query, quality) => verifyAddress(query, quality, true, reference) };
}
