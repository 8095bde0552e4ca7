// Throughput and memory of the structuring engine: unstructured addresses per second on one core,
// in process, and the RSS with all structuring data (and the postal reference, when built) loaded.
import { structureAddress } from '../src/structuring/index';
import type { StructuringInput } from '../src/structuring/types';
import type { PostalReference } from '../src/reference/postal/types';

/** Address shapes of the supported country families; each is rendered several ways below. */
const SAMPLES: readonly (readonly string[])[] = [
  ['Hauptstrasse 12a', '80331 München', 'Germany'],
  ['Friedrichstraße 100, 2. OG', '10117 Berlin', 'Deutschland'],
  ['Postfach 10 01 23', '60001 Frankfurt am Main', 'DE'],
  ['10 Downing Street', 'London SW1A 2AA', 'United Kingdom'],
  ['Flat 2, 15 Baker Street', 'London W1U 3BW', 'UK'],
  ['350 Fifth Avenue, Suite 210', 'New York, NY 10118-0110', 'USA'],
  ['1600 Pennsylvania Avenue NW', 'Washington, DC 20500', 'United States'],
  ['Damrak 1-5', '1012 LG Amsterdam', 'Nederland'],
  ['24 Sussex Drive', 'Ottawa ON K1A 0G9', 'Canada'],
  ['1-1 Marunouchi 1-chome, Chiyoda-ku', 'Tokyo 100-8310', 'Japan'],
  ['12 bis, rue de la Paix', '75002 Paris', 'France'],
  ['Calle Mayor 5, 3º B', '28013 Madrid', 'España'],
  ['Via Roma 12', '00187 Roma (RM)', 'Italia'],
  ['Bahnhofstrasse 45', 'CH-8001 Zürich', 'Schweiz'],
  ['Av. Paulista, 1578 - Bela Vista', 'São Paulo - SP', '01310-200', 'Brasil'],
  ['Unit 3, 12 Smith St', 'Sydney NSW 2000', 'Australia'],
  ['1 Grand Canal Square', 'Dublin 2 D02 X285', 'Ireland'],
  ['P.O. Box 1234', 'Dubai', 'United Arab Emirates'],
  ['10 Marina Boulevard', 'Singapore 018989'],
  ['Carrera 7 # 32-16', 'Bogotá 110311', 'Colombia'],
  ['Atatürk Cad. No: 12 Kat 3', '34349 Beşiktaş/İstanbul', 'Türkiye'],
  ['ul. Marszałkowska 84/92', '00-514 Warszawa', 'Polska'],
  ['Drottninggatan 5', '111 22 Stockholm', 'Sverige'],
  ['Rua Augusta 24', '1100-053 Lisboa', 'Portugal'],
  ['Paseo de la Reforma 505, Piso 3', 'Col. Cuauhtémoc', '06500 Ciudad de México, CDMX', 'México'],
  ['No. 32 Chengfang Street, Xicheng District', 'Beijing 100800', 'China'],
  ['Avenue des Arts 52', '1000 Bruxelles', 'Belgique'],
  ['Karl Johans gate 22', '0159 Oslo', 'Norge'],
  ['Mannerheimintie 10 A 5', '00100 Helsinki', 'Suomi'],
  ['Rothschild Blvd 22', 'Tel Aviv 6688218', 'Israel'],
];

function renderings(lines: readonly string[]): string[][] {
  const oneLine = lines.join(', ');
  return [
    [...lines],
    lines.map((l) => l.toUpperCase()),
    [oneLine],
    [oneLine.replace(/,/g, '')],
    lines.slice(0, -1),
  ];
}

const inputs: StructuringInput[] = [];
for (const sample of SAMPLES) for (const lines of renderings(sample)) inputs.push({ lines, known: {} });
// The hardest case: no country written or known, so the engine must find it (with the reference, by search).
const countryless: StructuringInput[] = SAMPLES.map((sample) => ({ lines: sample.slice(0, -1), known: {} }));

async function loadPostal(): Promise<PostalReference | undefined> {
  try {
    const { loadReference, warmCompiledReference } = await import('../src/reference/postal/loader');
    const postal = await loadReference();
    await warmCompiledReference(); // every country parsed, as in a running service (and in the RSS)
    return postal;
  } catch (error) {
    console.log(`postal reference not loaded (${(error as Error).message.split('\n')[0]}); measuring without it`);
    return undefined;
  }
}

function run(postal: PostalReference | undefined, label: string, set: readonly StructuringInput[] = inputs): void {
  // Warm up so the JIT has compiled the hot path before timing.
  for (let i = 0; i < 20_000; i++) structureAddress(set[i % set.length] as StructuringInput, postal);
  const target = 200_000;
  const start = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < target; i++) sink += Object.keys(structureAddress(set[i % set.length] as StructuringInput, postal).fields).length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  console.log(`${label}: ${Math.round(target / seconds).toLocaleString('en')} addresses/s on one core (${target} in ${seconds.toFixed(2)} s, ${(sink / target).toFixed(2)} fields each), RSS ${rssMb.toFixed(0)} MB`);
}

run(undefined, 'mixed renderings, no postal reference      ');
const postal = await loadPostal();
if (postal) {
  run(postal, 'mixed renderings, with postal reference    ');
  run(postal, 'no country anywhere, with postal reference ', countryless);
}
