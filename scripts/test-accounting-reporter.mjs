// A second reporter for Node's test runner, next to `spec`: for each test queued and each result
// (pass, fail, skip, todo) it appends one line "<event> <file>" to the file named by
// TEST_ACCOUNTING_FILE, written synchronously as the event arrives.
//
// Why: full runs twice reported fewer tests than exist, with no failure: Node 20's runner with
// --test-force-exit exits as soon as the files are done and drops what its reporters have not yet
// written. The runner no longer forces its exit; scripts/run-tests.mjs still reads these lines after
// a pass and runs again, alone, any file whose tests did not all report a result (and fails if they
// still do not), so a lost result can never pass unseen. Synchronous writes survive any exit.
import { appendFileSync } from 'node:fs';

const target = process.env.TEST_ACCOUNTING_FILE;

export default async function* accountTests(source) {
  for await (const event of source) {
    const data = event.data ?? {};
    if (!target || typeof data.file !== 'string') continue;
    if (event.type !== 'test:enqueue' && event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // The file's own process is reported as a test named by its path: a file that fails to load
    // fails there, and that failure counts.
    const fileItself = data.name === data.file;
    if (fileItself && event.type !== 'test:fail') continue;
    appendFileSync(target, `${event.type.slice(5)} ${JSON.stringify(data.file)}\n`);
  }
}
