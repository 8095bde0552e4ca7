// Compiles the postal reference (npm data packages -> var/postal/postal-reference.tsv).
// Run by `npm install` (postinstall); a failure here only warns: the service builds it on first use.
import { buildPostalData, DEFAULT_COMPILED_FILE } from '../src/reference/postal/build';

const file = process.argv[2] ?? DEFAULT_COMPILED_FILE;
try {
  const report = await buildPostalData(file);
  console.log(`postal reference: ${report.towns} towns, localities ${JSON.stringify(report.localities)}, ${(report.bytes / 1e6).toFixed(1)} MB in ${report.millis} ms -> ${report.file}`);
} catch (error) {
  console.warn(`postal reference not built now (it will be built on first use): ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = process.env.POSTAL_BUILD_STRICT ? 1 : 0;
}
