// Worker thread of a bulk run: loads the postal reference once, then answers each chunk of
// records with their results, in order. One per core (src/bulk/workerPool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createPostalServices } from '../composition/postalServices';
import { processRecord } from './processRecords';
import type { RecordRequest } from './record';

const postal = await createPostalServices();
const now = new Date((workerData as { nowIso: string }).nowIso);
const deps = { endpoint: 'process' as const, profile: undefined, now, postal: postal.reference, verify: postal.verify };

parentPort!.on('message', (message: { id: number; requests: RecordRequest[] }) => {
  try {
    parentPort!.postMessage({ id: message.id, results: message.requests.map((r) => processRecord(r, deps)) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
