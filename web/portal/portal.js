// The developer portal's behaviour: calls the /developer/v1 routes (session in an HttpOnly cookie),
// shows new secrets once, lists and manages keys, and runs the sandbox "try it" panel.

const $ = (id) => document.getElementById(id);

/** Addresses to start from: free text, structured and hybrid, several countries. */
const SAMPLES = [
  {
    label: 'Germany: two free-text lines (debtor, SCT)',
    request: { name: 'Acme GmbH', postalAddress: { addressLine: ['Musterstrasse 12', '10115 Berlin'], country: 'DE' }, context: { scheme: 'SCT', partyRole: 'debtor' } },
  },
  {
    label: 'France: free text with the name in the first line',
    request: { name: 'Boulangerie Martin SARL', postalAddress: { addressLine: ['Boulangerie Martin SARL', '12 Rue de Rivoli', '75004 Paris'], country: 'FR' }, context: { scheme: 'SCT_INST', partyRole: 'creditor' }, include: ['actions'] },
  },
  {
    label: 'United Kingdom: structured (CHAPS)',
    request: { name: 'Northwind Traders Ltd', postalAddress: { streetName: 'Downing Street', buildingNumber: '10', postCode: 'SW1A 2AA', townName: 'London', country: 'GB' }, processingOptions: { scheme: 'CHAPS' }, context: { partyRole: 'creditor' } },
  },
  {
    label: 'United States: ultimate debtor with a wrong ZIP code (CBPR+)',
    request: { name: 'Contoso Inc.', postalAddress: { streetName: 'Market Street', buildingNumber: '600', postCode: '10001', townName: 'San Francisco', countrySubDivision: 'CA', country: 'US' }, processingOptions: { scheme: 'CBPRPLUS' }, context: { partyRole: 'ultimate_debtor' } },
  },
  {
    label: 'Netherlands: ultimate creditor, free text only (REG-05)',
    request: { postalAddress: { addressLine: ['Damrak 1', '1012 LG Amsterdam'] }, context: { partyRole: 'ultimate_creditor', executionDatetime: '2026-11-23T09:00:00Z' } },
  },
];

/**
 * The batch to start from: three countries in the three forms (structured, hybrid, free text),
 * real addresses from the samples above; the French street in an AdrLine beside a structured
 * postcode and town, the Dutch lines with their country.
 */
const BATCH_SAMPLE = {
  requests: [
    { name: 'Northwind Traders Ltd', postalAddress: { streetName: 'Downing Street', buildingNumber: '10', postCode: 'SW1A 2AA', townName: 'London', country: 'GB' }, processingOptions: { scheme: 'CHAPS' }, context: { partyRole: 'creditor' } },
    { name: 'Boulangerie Martin SARL', postalAddress: { addressLine: ['12 Rue de Rivoli'], postCode: '75004', townName: 'Paris', country: 'FR' }, context: { scheme: 'SCT_INST', partyRole: 'creditor' } },
    { name: 'Damrak Holding B.V.', postalAddress: { addressLine: ['Damrak 1', '1012 LG Amsterdam'], country: 'NL' }, context: { scheme: 'SCT', partyRole: 'debtor' } },
  ],
};

const ROUTES = { single: 'process-party-address', batch: 'process-party-addresses' };

/** PostalAddress24 fields in spec order, with their ISO 20022 XML tags. */
const FIELDS = [
  ['addressLine', 'AdrLine'], ['streetName', 'StrtNm'], ['buildingNumber', 'BldgNb'], ['buildingName', 'BldgNm'], ['floor', 'Flr'],
  ['postBox', 'PstBx'], ['room', 'Room'], ['postCode', 'PstCd'], ['townName', 'TwnNm'], ['townLocationName', 'TwnLctnNm'],
  ['districtName', 'DstrctNm'], ['countrySubDivision', 'CtrySubDvsn'], ['country', 'Ctry'], ['countryOfResidence', 'CtryOfRes'],
];

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A <time> with a readable UTC date and the exact instant as its machine value and tooltip. */
function timeElement(iso) {
  const element = document.createElement('time');
  element.dateTime = iso;
  element.title = iso;
  element.textContent = `${DATE_FORMAT.format(new Date(iso))} UTC`;
  return element;
}

/** Kept in memory only: the page never writes a secret or token to storage. */
let accessToken;

function say(message, isError = false) {
  const status = $('status');
  status.textContent = message;
  status.classList.toggle('error', isError);
}

async function api(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' }, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let data;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return { status: response.status, data };
}

function problem(result) {
  const details = result.data?.details?.map((d) => `${d.field} ${d.message}`).join('; ');
  return [result.data?.message ?? `HTTP ${result.status}`, details].filter(Boolean).join(': ');
}

function showSignedIn(signedIn) {
  $('signed-out').hidden = signedIn;
  $('signed-in').hidden = !signedIn;
  $('try-it').hidden = !signedIn;
  $('sign-out').hidden = !signedIn;
}

async function copyText(value, label) {
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    // Older browsers or a denied permission: fall back to a selected hidden field.
    const field = document.createElement('textarea');
    field.value = value;
    document.body.append(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
  say(`${label} copied to the clipboard.`);
}

/** Shows freshly issued secrets, each with a copy button; they are never fetched again. */
function showSecrets(title, entries) {
  const list = $('new-secrets-list');
  list.replaceChildren();
  $('new-secrets-heading').textContent = `${title}: copy them now`;
  for (const { label, value, id } of entries) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    const code = document.createElement('code');
    code.className = 'secret';
    code.id = id;
    code.textContent = value;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'secondary';
    button.textContent = `Copy ${label.toLowerCase()}`;
    button.addEventListener('click', () => copyText(value, label));
    detail.append(code, ' ', button);
    list.append(term, detail);
  }
  $('new-secrets').hidden = false;
  $('new-secrets').focus();
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.append(td);
  return td;
}

function button(text, onClick, label) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (label) element.setAttribute('aria-label', label);
  element.addEventListener('click', onClick);
  return element;
}

function renderApplications(applications) {
  const container = $('applications');
  container.replaceChildren();
  if (applications.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = 'No applications yet.';
    container.append(empty);
    return;
  }
  for (const application of applications) {
    const section = document.createElement('section');
    section.className = 'application';
    const heading = document.createElement('h3');
    heading.textContent = application.name;
    const clientId = document.createElement('p');
    clientId.textContent = `Client id: ${application.clientId}`;
    const actions = document.createElement('p');
    actions.append(
      button('Promote to live', () => promote(application), `Promote ${application.name} to live: create a live key`),
      ' ',
      button('New client secret', () => newClientSecret(application), `New client secret for ${application.name}`),
    );

    const table = document.createElement('table');
    const caption = document.createElement('caption');
    caption.textContent = `API keys of ${application.name}`;
    const head = document.createElement('tr');
    for (const title of ['Prefix', 'Environment', 'Status', 'Created', 'Last used', 'Actions']) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = title;
      head.append(th);
    }
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    for (const key of application.keys) {
      const row = document.createElement('tr');
      row.dataset.keyId = key.keyId;
      cell(row, `${key.prefix}…`);
      cell(row, key.environment);
      const status = cell(row, key.status === 'rotating' ? 'rotating until ' : key.status);
      if (key.status === 'rotating') status.append(timeElement(key.expiresAt));
      cell(row, '').append(timeElement(key.createdAt));
      const used = cell(row, key.lastUsedAt ? '' : 'never');
      if (key.lastUsedAt) used.append(timeElement(key.lastUsedAt));
      const actionsCell = cell(row, '');
      // Column names for the stacked layout of narrow screens (portal.css).
      ['Prefix', 'Environment', 'Status', 'Created', 'Last used', 'Actions'].forEach((name, i) => (row.children[i].dataset.label = name));
      if (key.status === 'active') {
        const graceId = `grace-${key.keyId}`;
        const graceLabel = document.createElement('label');
        graceLabel.htmlFor = graceId;
        graceLabel.textContent = 'Grace (s)';
        const grace = document.createElement('input');
        grace.id = graceId;
        grace.type = 'number';
        grace.min = '0';
        grace.max = '86400';
        grace.value = '0';
        actionsCell.append(
          graceLabel,
          grace,
          button('Rotate', () => rotate(key, Number(grace.value)), `Rotate key ${key.prefix}`),
          ' ',
          button('Revoke', () => revoke(key), `Revoke key ${key.prefix}`),
        );
      } else if (key.status === 'rotating') {
        actionsCell.append(button('Revoke', () => revoke(key), `Revoke key ${key.prefix}`));
      }
      tbody.append(row);
    }
    table.append(caption, thead, tbody);
    section.append(heading, clientId, actions, table);
    container.append(section);
  }
}

async function refresh() {
  const result = await api('GET', '/developer/v1/applications');
  if (result.status === 401) {
    showSignedIn(false);
    return;
  }
  if (result.status !== 200) {
    say(problem(result), true);
    return;
  }
  showSignedIn(true);
  renderApplications(result.data);
}

async function promote(application) {
  const result = await api('POST', `/developer/v1/applications/${encodeURIComponent(application.applicationId)}/live-keys`);
  if (result.status !== 201) return say(problem(result), true);
  showSecrets(`Live key for ${application.name}`, [{ label: 'Live API key', value: result.data.apiKey, id: 'secret-live-key' }]);
  say('Live key created. It works only on the production base.');
  await refresh();
}

async function newClientSecret(application) {
  const result = await api('POST', `/developer/v1/applications/${encodeURIComponent(application.applicationId)}/client-secret`);
  if (result.status !== 201) return say(problem(result), true);
  showSecrets(`New client secret for ${application.name}`, [
    { label: 'Client id', value: result.data.clientId, id: 'secret-client-id' },
    { label: 'Client secret', value: result.data.clientSecret, id: 'secret-client-secret' },
  ]);
  $('try-client-id').value = result.data.clientId;
  $('try-client-secret').value = result.data.clientSecret;
  say('New client secret issued; the old one no longer works.');
}

async function rotate(key, graceSeconds) {
  const result = await api('POST', `/developer/v1/keys/${encodeURIComponent(key.keyId)}/rotate`, { graceSeconds });
  if (result.status !== 201) return say(problem(result), true);
  showSecrets(`Replacement for ${key.prefix}`, [{ label: 'New API key', value: result.data.apiKey, id: 'secret-rotated-key' }]);
  if (result.data.environment === 'sandbox') $('try-api-key').value = result.data.apiKey;
  say(graceSeconds > 0 ? `Key rotated; the old key works for ${graceSeconds} more seconds.` : 'Key rotated; the old key no longer works.');
  await refresh();
}

async function revoke(key) {
  if (!window.confirm(`Revoke ${key.prefix}…? Calls with it fail from now on.`)) return;
  const result = await api('DELETE', `/developer/v1/keys/${encodeURIComponent(key.keyId)}`);
  if (result.status !== 204) return say(problem(result), true);
  say(`Key ${key.prefix}… revoked.`);
  await refresh();
}

async function getToken(event) {
  event.preventDefault();
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: $('try-client-id').value.trim(), client_secret: $('try-client-secret').value.trim() });
  const response = await fetch('/oauth/token', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  const data = await response.json().catch(() => ({}));
  if (response.status !== 200) {
    accessToken = undefined;
    $('token-state').textContent = 'No token.';
    return say(`Token request refused: ${data.error_description ?? data.error ?? response.status}`, true);
  }
  accessToken = data.access_token;
  $('token-state').textContent = `Token received; it expires in ${data.expires_in} seconds.`;
  say('Access token received.');
}

/** The parts of one ProcessPartyAddressResponse the panels show, from its JSON object. */
function fromJson(data) {
  return { decision: data?.decision, status: data?.result?.status, verification: data?.result?.verification, output: data?.result?.output, reasons: data?.result?.reasons };
}

const childOf = (parent, name) => [...(parent?.children ?? [])].find((c) => c.tagName === name);
const childrenOf = (parent, name) => [...(parent?.children ?? [])].filter((c) => c.tagName === name);
const valueOf = (parent, name) => childOf(parent, name)?.textContent ?? undefined;

/** The same parts from a ProcessPartyAddressResponse element (the XML root, or a batch's result item). */
function fromXml(element) {
  const result = childOf(element, 'result');
  const address = childOf(result, 'PstlAdr');
  const output = {};
  for (const [json, xml] of FIELDS) {
    const elements = childrenOf(address, xml).map((c) => c.textContent);
    if (elements.length > 0) output[json] = json === 'addressLine' ? elements : elements[0];
  }
  const verification = childOf(result, 'verification');
  const reasons = childrenOf(childOf(result, 'reasons'), 'reason').map((r) => ({ code: valueOf(r, 'code'), severity: valueOf(r, 'severity'), message: valueOf(r, 'message'), field: valueOf(r, 'field') }));
  return {
    decision: valueOf(element, 'decision'),
    status: valueOf(result, 'status'),
    verification: verification ? { status: valueOf(verification, 'status'), score: Number(valueOf(verification, 'score')) } : undefined,
    output,
    reasons,
  };
}

/** An answer's body as data: parsed JSON, or the XML document's root element; undefined if neither. */
function parseBody(format, text) {
  if (format === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return undefined; // shown raw only
    }
  }
  const root = new DOMParser().parseFromString(text, 'application/xml').documentElement;
  return root.tagName === 'parsererror' || root.querySelector('parsererror') ? undefined : root;
}

/** An ErrorResponse's message and details ({field, message}), or undefined for any other answer. */
function readError(format, body) {
  if (format === 'json') return typeof body?.message === 'string' ? { message: body.message, details: Array.isArray(body.details) ? body.details : [] } : undefined;
  if (body?.tagName !== 'ErrorResponse') return undefined;
  return { message: valueOf(body, 'message'), details: childrenOf(childOf(body, 'details'), 'detail').map((d) => ({ field: valueOf(d, 'field'), message: valueOf(d, 'message') })) };
}

/** The parts of an EP-01 answer the panel shows, from the JSON body or the XML document. */
function readAnswer(format, text) {
  const body = parseBody(format, text);
  const error = readError(format, body);
  if (error) return { error: error.message };
  if (format === 'json') return fromJson(body);
  return body ? fromXml(body) : {};
}

const STATISTICS = ['totalRecords', 'processedRecords', 'acceptedCount', 'rejectedCount'];

/** A batch answer: its statistics and one entry per record, in request order. */
function readBatchAnswer(format, text) {
  const body = parseBody(format, text);
  const error = readError(format, body);
  if (error) return { error };
  if (format === 'json') {
    if (!Array.isArray(body?.results)) return {};
    return { statistics: body.statistics, records: body.results.map(fromJson) };
  }
  if (body?.tagName !== 'ProcessPartyAddressesResponse') return {};
  const statistics = {};
  for (const name of STATISTICS) {
    const value = valueOf(childOf(body, 'statistics'), name);
    if (value !== undefined) statistics[name] = Number(value);
  }
  return { statistics, records: childrenOf(childOf(body, 'results'), 'result').map(fromXml) };
}

function showFields(input, output) {
  const body = $('try-fields').tBodies[0];
  body.replaceChildren();
  const text = (value) => (Array.isArray(value) ? value.join('\n') : value ?? '');
  for (const [field] of FIELDS) {
    const before = text(input?.[field]);
    const after = text(output?.[field]);
    if (!before && !after) continue;
    const row = document.createElement('tr');
    row.dataset.field = field;
    if (before !== after) row.className = 'changed';
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = field;
    row.append(name);
    cell(row, before || '—').dataset.label = 'Input';
    cell(row, after || '—').dataset.label = 'Output';
    body.append(row);
  }
}

/** The answer as received, indented for reading (one element per line for XML). */
function prettyRaw(format, text) {
  if (format === 'xml') return text.replace(/></g, '>\n<');
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function showSingleAnswer(response, format, text, body) {
  const answer = readAnswer(format, text);
  $('try-batch-result').hidden = true;
  $('try-result').hidden = false;
  $('try-http-status').textContent = String(response.status);
  $('try-decision').textContent = answer.decision ?? '—';
  $('try-address-status').textContent = answer.status ?? '—';
  $('try-verification').textContent = answer.verification ? `${answer.verification.status} (score ${answer.verification.score})` : '—';
  showFields(body?.postalAddress, answer.output);
  $('try-fields').hidden = !answer.output;
  const reasons = $('try-reasons');
  reasons.replaceChildren();
  const items = answer.reasons ?? (answer.error ? [{ code: String(response.status), severity: 'ERROR', message: answer.error }] : []);
  for (const reason of items) {
    const item = document.createElement('li');
    item.textContent = `${reason.code} (${reason.severity})${reason.field ? ` ${reason.field}` : ''}: ${reason.message}`;
    reasons.append(item);
  }
  $('try-raw').textContent = prettyRaw(format, text);
  say(response.status === 200 ? `Sandbox answered: ${answer.decision}.` : `Sandbox refused the call (HTTP ${response.status}).`, response.status !== 200);
}

/** The output fields the batch table has a column for; any other output field goes to "Other output". */
const SUMMARY_FIELDS = ['streetName', 'buildingNumber', 'postCode', 'townName', 'country'];
const BATCH_COLUMNS = ['Index', 'Decision', 'Status', 'Street', 'Building number', 'Postcode', 'Town', 'Country', 'Other output', 'Reasons'];

function batchRow(record, index) {
  const row = document.createElement('tr');
  row.dataset.index = String(index);
  if (record.decision) row.dataset.decision = record.decision;
  const head = document.createElement('th');
  head.scope = 'row';
  head.textContent = String(index);
  row.append(head);
  const decision = cell(row, record.decision ?? '—');
  decision.className = `decision ${(record.decision ?? '').toLowerCase()}`;
  cell(row, record.status ?? '—');
  for (const field of SUMMARY_FIELDS) cell(row, record.output?.[field] ?? '—').dataset.field = field;
  const others = Object.entries(record.output ?? {}).filter(([field]) => !SUMMARY_FIELDS.includes(field));
  const other = cell(row, others.length ? '' : '—');
  for (const [field, value] of others) {
    const line = document.createElement('div');
    line.textContent = `${field}: ${Array.isArray(value) ? value.join(' / ') : value}`;
    other.append(line);
  }
  const reasons = cell(row, '');
  reasons.className = 'reasons';
  const list = document.createElement('ul');
  for (const reason of record.reasons ?? []) {
    const item = document.createElement('li');
    item.textContent = `${reason.code} ${reason.severity}`;
    item.title = reason.message ?? '';
    item.className = `severity-${String(reason.severity ?? '').toLowerCase()}`;
    list.append(item);
  }
  if (list.children.length) reasons.append(list);
  else reasons.textContent = '—';
  BATCH_COLUMNS.forEach((name, i) => (row.children[i].dataset.label = name));
  return row;
}

function showBatchAnswer(response, format, text) {
  const answer = readBatchAnswer(format, text);
  $('try-result').hidden = true;
  $('try-batch-result').hidden = false;
  $('try-batch-http-status').textContent = String(response.status);
  $('try-batch-total').textContent = String(answer.statistics?.totalRecords ?? '—');
  $('try-batch-processed').textContent = String(answer.statistics?.processedRecords ?? '—');
  $('try-batch-accepted').textContent = String(answer.statistics?.acceptedCount ?? '—');
  $('try-batch-rejected').textContent = String(answer.statistics?.rejectedCount ?? '—');
  const errors = $('try-batch-errors');
  errors.replaceChildren();
  if (answer.error) {
    for (const text of [answer.error.message ?? `HTTP ${response.status}`, ...answer.error.details.map((d) => `${d.field}: ${d.message}`)]) {
      const item = document.createElement('li');
      item.textContent = text;
      errors.append(item);
    }
  }
  errors.hidden = errors.children.length === 0;
  const rows = $('try-batch-records').tBodies[0];
  rows.replaceChildren(...(answer.records ?? []).map(batchRow));
  $('try-batch-records-group').hidden = !answer.records;
  $('try-batch-records-hint').hidden = !answer.records;
  $('try-batch-raw').textContent = prettyRaw(format, text);
  if (response.status === 200 && answer.statistics) {
    say(`Sandbox answered the batch: ${answer.statistics.totalRecords} records, ${answer.statistics.acceptedCount} accepted, ${answer.statistics.rejectedCount} rejected.`);
  } else {
    say(`Sandbox refused the batch (HTTP ${response.status})${answer.error?.message ? `: ${answer.error.message}` : '.'}`, true);
  }
}

/** The chosen route: "single" (EP-01) or "batch". */
const modeOf = () => $('try-form').elements.mode.value;

async function tryIt(event) {
  event.preventDefault();
  if (!accessToken) return say('Get an access token first (step 1).', true);
  let body;
  try {
    body = JSON.parse($('try-body').value);
  } catch {
    return say('The request body is not valid JSON.', true);
  }
  const mode = modeOf();
  const format = $('try-format').value;
  const submit = $('try-send');
  submit.disabled = true;
  try {
    const response = await fetch(`/sandbox/party-address/v4/${ROUTES[mode]}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-API-Key': $('try-api-key').value.trim(), 'Content-Type': 'application/json', Accept: format === 'xml' ? 'application/xml' : 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (mode === 'batch') showBatchAnswer(response, format, text);
    else showSingleAnswer(response, format, text, body);
  } catch (error) {
    say(`The call did not complete: ${error.message}`, true);
  } finally {
    submit.disabled = false;
  }
}

function credentialsOf(form) {
  return { email: form.elements.email.value.trim(), password: form.elements.password.value };
}

async function signIn(email, password) {
  const result = await api('POST', '/developer/v1/sessions', { email, password });
  if (result.status !== 201) return say(problem(result), true);
  say(`Signed in as ${email}.`);
  await refresh();
}

document.addEventListener('DOMContentLoaded', () => {
  const samples = $('try-sample');
  SAMPLES.forEach((sample, i) => samples.append(new Option(sample.label, String(i))));
  const pickSample = () => ($('try-body').value = JSON.stringify(SAMPLES[Number(samples.value)].request, null, 2));
  samples.addEventListener('change', pickSample);
  pickSample();
  // Each mode keeps its own body, so switching back and forth loses no edit.
  const bodies = { single: undefined, batch: JSON.stringify(BATCH_SAMPLE, null, 2) };
  let mode = modeOf();
  $('try-mode').addEventListener('change', () => {
    bodies[mode] = $('try-body').value;
    mode = modeOf();
    $('try-body').value = bodies[mode];
    $('try-sample-group').hidden = mode === 'batch';
    $('try-batch-hint').hidden = mode !== 'batch';
    $('try-send').textContent = mode === 'batch' ? 'Send batch to sandbox' : 'Send to sandbox';
  });

  $('sign-up-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const { email, password } = credentialsOf(event.target);
    const result = await api('POST', '/developer/v1/accounts', { email, password });
    if (result.status !== 201) return say(problem(result), true);
    event.target.reset();
    await signIn(email, password);
  });

  $('sign-in-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const { email, password } = credentialsOf(event.target);
    event.target.elements.password.value = '';
    await signIn(email, password);
  });

  $('sign-out').addEventListener('click', async () => {
    await api('DELETE', '/developer/v1/sessions/current');
    accessToken = undefined;
    $('new-secrets').hidden = true;
    $('new-secrets-list').replaceChildren();
    showSignedIn(false);
    say('Signed out.');
  });

  $('create-application-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = $('application-name').value.trim();
    const result = await api('POST', '/developer/v1/applications', { name });
    if (result.status !== 201) return say(problem(result), true);
    event.target.reset();
    const created = result.data;
    showSecrets(`Credentials of ${created.name}`, [
      { label: 'Client id', value: created.clientId, id: 'secret-client-id' },
      { label: 'Client secret', value: created.clientSecret, id: 'secret-client-secret' },
      { label: 'Sandbox API key', value: created.sandboxKey.apiKey, id: 'secret-sandbox-key' },
    ]);
    $('try-client-id').value = created.clientId;
    $('try-client-secret').value = created.clientSecret;
    $('try-api-key').value = created.sandboxKey.apiKey;
    say(`Application ${created.name} created.`);
    await refresh();
  });

  $('dismiss-secrets').addEventListener('click', () => {
    $('new-secrets').hidden = true;
    $('new-secrets-list').replaceChildren();
  });

  $('token-form').addEventListener('submit', getToken);
  $('try-form').addEventListener('submit', tryIt);

  refresh().catch((error) => say(`The portal could not reach the service: ${error.message}`, true));
});
