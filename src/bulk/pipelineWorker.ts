// Worker thread of a bulk run: loads the postal reference once, then answers each chunk of
// records with their results, in order. One per core (src/bulk/workerPool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createPostalServices } from '../composition/postalServices';
import { CHECK_CONSERVATION_BY_DEFAULT } from '../pipeline/conservation';
import type { ProcessDependencies } from '../pipeline/processPartyAddress';
import { processRecord } from './processRecords';
import type { RecordRequest } from './record';
import { MessageEncoder } from './reasonMessages';

const data = workerData as { nowIso: string; checkConservation?: boolean };
const postal = await createPostalServices();
const deps: ProcessDependencies = {
  endpoint: 'process',
  profile: undefined,
  now: new Date(data.nowIso),
  postal: postal.reference,
  verify: postal.verify,
  checkConservation: data.checkConservation ?? CHECK_CONSERVATION_BY_DEFAULT,
};

// Reason messages go to the main thread once, then by number (src/bulk/reasonMessages.ts).
const messages = new MessageEncoder();

parentPort!.on('message', (message: { id: number; requests: RecordRequest[] }) => {
  try {
    parentPort!.postMessage({ id: message.id, ...messages.encode(message.requests.map((r) => processRecord(r, deps))) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true, checkConservation: deps.checkConservation });
