// The developer portal and /docs in a real browser (Debian's chromium through playwright-core):
// sign up, create an application, copy the sandbox key, get a token, try EP-01 in the sandbox
// (structured output field by field, reasons, raw JSON and XML, sample addresses), try the batch
// route (statistics, a row per record, raw JSON and XML), manage keys; readable dates; usable at
// 390 px; the portal and /docs free of console errors under their CSP.
// Screenshots of try-it (one address and batch) and /docs at desktop and phone width go to test-results/.
// Without chromium the tests are skipped (and counted as skipped); with CI=true that is a failure.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildTestApp, type TestApp } from '../helpers/testApp';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let testApp: TestApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let origin: string;
/** The portal page's console errors and warnings and its uncaught errors, in order. */
const portalProblems: string[] = [];

/** Runs one step; on failure keeps a screenshot under test-results/ for the CI artefacts. */
async function step(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/portal-${name}.png`, fullPage: true }).catch(() => undefined);
    throw error;
  }
}

const MISSING = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed (.ci/run installs it)`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

if (MISSING && process.env.CI === 'true') {
  test('chromium is installed for the browser tests (CI)', () => assert.fail(`${MISSING}: CI must run the browser tests`));
}

async function screenshot(target: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await target.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

describe('developer portal in chromium', () => {
  before(async () => {
    if (MISSING) return;
    testApp = await buildTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') portalProblems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => portalProblems.push(`pageerror: ${error.message}`));
  });
  after(async () => {
    await browser?.close();
    await testApp?.close();
  });

  test('sign up, create an application, copy the key, get a token, try EP-01, promote, revoke', { skip: MISSING }, async () => {
    await step('open', async () => {
      await page.goto(`${origin}/portal/`);
      assert.equal(await page.title(), 'Developer portal · Party Address Processing Service');
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
    });

    await step('sign-up', async () => {
      const signUp = page.locator('#sign-up-form');
      await signUp.getByLabel('Email').fill('portal@example.test');
      await signUp.getByLabel('Password (at least 12 characters)').fill('portal password 123');
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      assert.match(await page.locator('#status').innerText(), /Signed in as portal@example\.test/);
    });

    let sandboxKey = '';
    await step('create-application', async () => {
      await page.getByLabel('Application name').fill('Checkout');
      await page.getByRole('button', { name: 'Create application' }).click();
      await page.locator('#new-secrets').waitFor({ state: 'visible' });
      sandboxKey = await page.locator('#secret-sandbox-key').innerText();
      assert.match(sandboxKey, /^pas_test_[0-9A-Za-z]{32,}$/);
      assert.match(await page.locator('#secret-client-secret').innerText(), /^pcs_/);
      // The key list shows the prefix, never the key.
      const row = page.locator('#applications tbody tr').first();
      await row.waitFor();
      const rowText = await row.innerText();
      assert.match(rowText, /pas_test_/);
      assert.match(rowText, /sandbox/);
      assert.match(rowText, /active/);
      assert.match(rowText, /never/);
      assert.ok(!rowText.includes(sandboxKey));
    });

    await step('copy-key', async () => {
      await page.getByRole('button', { name: 'Copy sandbox api key' }).click();
      await page.locator('#status', { hasText: 'Sandbox API key copied' }).waitFor();
      assert.equal(await page.evaluate('navigator.clipboard.readText()'), sandboxKey);
    });

    await step('get-token', async () => {
      // Filled in from the new application; the button calls POST /oauth/token.
      assert.equal(await page.locator('#try-api-key').inputValue(), sandboxKey);
      await page.getByRole('button', { name: 'Get token' }).click();
      await page.locator('#token-state', { hasText: 'expires in 900 seconds' }).waitFor();
    });

    await step('try-it', async () => {
      // Links to the reference and the reason catalogue.
      assert.equal(await page.getByRole('link', { name: 'API reference (OpenAPI)' }).getAttribute('href'), '/docs/');
      assert.equal(await page.locator('header').getByRole('link', { name: 'Reason catalogue' }).getAttribute('href'), '/docs/#/Reference/listReasonCodes');
      // The first sample: two German free-text lines.
      assert.match(await page.locator('#try-body').inputValue(), /Musterstrasse 12/);
      await page.getByRole('button', { name: 'Send to sandbox' }).click();
      await page.locator('#try-result').waitFor({ state: 'visible' });
      await page.locator('#try-decision', { hasText: /ACCEPT|PARTIAL_SUCCESS|REJECT/ }).waitFor();
      assert.equal(await page.locator('#try-http-status').innerText(), '200');
      assert.ok((await page.locator('#try-reasons li').count()) > 0, 'the reasons are listed');
      assert.match(await page.locator('#try-reasons').innerText(), /[A-Z]{3}-\d{2} \((INFO|WARNING|ERROR)\)/);
      // Field by field: the lines went in, structured fields came out.
      const row = (field: string) => page.locator(`#try-fields tr[data-field="${field}"]`);
      assert.match(await row('addressLine').locator('td').first().innerText(), /Musterstrasse 12\s+10115 Berlin/);
      assert.equal(await row('postCode').locator('td').nth(1).innerText(), '10115');
      assert.equal(await row('townName').locator('td').nth(1).innerText(), 'Berlin');
      assert.equal(await row('townName').locator('td').first().innerText(), '—');
      assert.match(await page.locator('#try-verification').innerText(), /^(verified|partial|unverified) \(score [\d.]+\)$/);
      // The raw answer, as JSON.
      const raw = JSON.parse(await page.locator('#try-raw').innerText());
      assert.equal(raw.decision, await page.locator('#try-decision').innerText());
      assert.equal(raw.result.output.townName, 'Berlin');
    });

    await step('try-it-xml', async () => {
      // Another sample, answered in XML: the same panel reads the XML.
      await page.getByLabel('Sample address').selectOption({ label: 'United Kingdom: structured (CHAPS)' });
      assert.match(await page.locator('#try-body').inputValue(), /Downing Street/);
      await page.getByLabel('Answer format').selectOption('xml');
      await page.getByRole('button', { name: 'Send to sandbox' }).click();
      await page.locator('#try-raw', { hasText: '<ProcessPartyAddressResponse>' }).waitFor();
      assert.match(await page.locator('#try-raw').innerText(), /^<\?xml version="1.0" encoding="UTF-8"\?>/);
      assert.match(await page.locator('#try-raw').innerText(), /<TwnNm>London<\/TwnNm>/);
      assert.equal(await page.locator('#try-fields tr[data-field="postCode"] td').nth(1).innerText(), 'SW1A 2AA');
      assert.equal(await page.locator('#try-decision').innerText(), 'ACCEPT');
      assert.ok((await page.locator('#try-reasons li').count()) > 0);
      await page.locator('#try-result').scrollIntoViewIfNeeded();
      await screenshot(page, 'portal-try-it-desktop');
    });

    await step('readable-dates', async () => {
      const created = page.locator('#applications tbody tr').first().locator('td').nth(3);
      assert.match(await created.innerText(), /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
      assert.match((await created.locator('time').getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T/);
    });

    await step('phone-width', async () => {
      await page.setViewportSize(PHONE);
      // Nothing wider than the screen: no sideways scrolling of the page.
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.ok(Number(overflow) <= 0, `the page is ${overflow} px wider than 390 px`);
      const cell = page.locator('#applications tbody tr').first().locator('td').nth(3);
      assert.equal(await cell.evaluate((td) => (globalThis as any).getComputedStyle(td, '::before').content), '"Created: "');
      await page.locator('#try-result').scrollIntoViewIfNeeded();
      await screenshot(page, 'portal-try-it-phone');
      await page.setViewportSize(DESKTOP);
    });

    await step('try-it-batch', async () => {
      const problemsBefore = portalProblems.length;
      await page.getByRole('radio', { name: 'A batch (process-party-addresses)' }).check();
      await page.locator('#try-sample-group').waitFor({ state: 'hidden' });
      // The sample batch: three countries in the three forms, editable as JSON.
      const sent = JSON.parse(await page.locator('#try-body').inputValue());
      assert.deepEqual(sent.requests.map((r: { postalAddress: { country: string } }) => r.postalAddress.country), ['GB', 'FR', 'NL']);
      assert.equal(sent.requests[0].postalAddress.addressLine, undefined, 'the first is structured');
      assert.ok(sent.requests[1].postalAddress.addressLine && sent.requests[1].postalAddress.townName, 'the second is hybrid');
      assert.deepEqual(Object.keys(sent.requests[2].postalAddress).sort(), ['addressLine', 'country'], 'the third is free text');
      await page.getByLabel('Answer format').selectOption('json');
      await page.getByRole('button', { name: 'Send batch to sandbox' }).click();
      await page.locator('#try-batch-result').waitFor({ state: 'visible' });
      await page.locator('#try-batch-raw', { hasText: '"results"' }).waitFor();
      assert.equal(await page.locator('#try-result').isVisible(), false, 'the single-address result is put away');
      const raw = JSON.parse(await page.locator('#try-batch-raw').innerText());
      assert.equal(raw.results.length, 3);
      // The statistics as the answer carries them.
      assert.equal(await page.locator('#try-batch-http-status').innerText(), '200');
      assert.equal(await page.locator('#try-batch-total').innerText(), '3');
      assert.equal(await page.locator('#try-batch-processed').innerText(), '3');
      assert.equal(await page.locator('#try-batch-accepted').innerText(), String(raw.statistics.acceptedCount));
      assert.equal(await page.locator('#try-batch-rejected').innerText(), String(raw.statistics.rejectedCount));
      assert.equal(raw.statistics.acceptedCount + raw.statistics.rejectedCount, 3);
      assert.match(await page.locator('#status').innerText(), /Sandbox answered the batch: 3 records/);
      // One row per record, in request order, with its decision, status, output and reasons.
      const rows = page.locator('#try-batch-records tbody tr');
      assert.equal(await rows.count(), 3);
      const towns = ['London', 'Paris', 'Amsterdam'];
      const decisions: string[] = [];
      for (const [i, record] of (raw.results as Array<{ decision: string; result: { status: string; output: Record<string, string>; reasons: Array<{ code: string }> } }>).entries()) {
        const row = rows.nth(i);
        assert.equal(await row.locator('th').innerText(), String(i));
        assert.match(record.decision, /^(ACCEPT|PARTIAL_SUCCESS|REJECT)$/);
        assert.equal(await row.getAttribute('data-decision'), record.decision);
        assert.equal(await row.locator('td').nth(0).innerText(), record.decision);
        assert.equal(await row.locator('td').nth(1).innerText(), record.result.status);
        assert.equal(await row.locator('td[data-field="townName"]').innerText(), towns[i]);
        assert.equal(await row.locator('td[data-field="country"]').innerText(), sent.requests[i].postalAddress.country);
        assert.equal(await row.locator('td[data-field="streetName"]').innerText(), record.result.output.streetName ?? '—');
        const codes = await row.locator('td.reasons li').allInnerTexts();
        assert.deepEqual(codes.map((c) => c.split(' ')[0]), record.result.reasons.map((r) => r.code));
        decisions.push(record.decision);
      }
      await page.locator('#try-batch-result').scrollIntoViewIfNeeded();
      await screenshot(page, 'portal-try-it-batch-desktop');

      // The same batch answered in XML: the panel reads the XML into the same table.
      await page.getByLabel('Answer format').selectOption('xml');
      await page.getByRole('button', { name: 'Send batch to sandbox' }).click();
      await page.locator('#try-batch-raw', { hasText: '<ProcessPartyAddressesResponse>' }).waitFor();
      const xml = await page.locator('#try-batch-raw').innerText();
      assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
      assert.match(xml, /<statistics>\s*<processingTimeMs>\d+<\/processingTimeMs>\s*<totalRecords>3<\/totalRecords>/);
      assert.equal(await page.locator('#try-batch-total').innerText(), '3');
      assert.equal(Number(await page.locator('#try-batch-accepted').innerText()) + Number(await page.locator('#try-batch-rejected').innerText()), 3);
      assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => (tr as any).dataset.decision)), decisions);
      assert.deepEqual(await page.locator('#try-batch-records td[data-field="townName"]').allInnerTexts(), towns);

      // At phone width the page does not scroll sideways: the records become one card each.
      await page.setViewportSize(PHONE);
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.ok(Number(overflow) <= 0, `the page is ${overflow} px wider than 390 px`);
      const records = page.locator('#try-batch-records-group');
      const [scrollWidth, clientWidth] = await records.evaluate((box) => [box.scrollWidth, box.clientWidth]);
      assert.ok(scrollWidth! <= clientWidth!, `the record cards are ${scrollWidth} px wide in a ${clientWidth} px box`);
      assert.equal(await rows.first().locator('td').first().evaluate((td) => (globalThis as any).getComputedStyle(td, '::before').content), '"Decision: "');
      await page.locator('#try-batch-result').scrollIntoViewIfNeeded();
      await screenshot(page, 'portal-try-it-batch-phone');
      await page.setViewportSize(DESKTOP);
      assert.deepEqual(portalProblems.slice(problemsBefore), [], 'no console errors or warnings during the batch try-it');

      // A record the schema refuses: the 400 names it, and no stale table stays on screen.
      sent.requests[1].postalAddress.country = 'FRX';
      await page.locator('#try-body').fill(JSON.stringify(sent, null, 2));
      await page.getByRole('button', { name: 'Send batch to sandbox' }).click();
      await page.locator('#try-batch-http-status', { hasText: '400' }).waitFor();
      assert.match(await page.locator('#try-batch-errors').innerText(), /requests\[1\]/);
      assert.equal(await page.locator('#try-batch-total').innerText(), '—');
      assert.equal(await page.locator('#try-batch-records-group').isVisible(), false);
      assert.equal(await page.locator('#try-batch-records-hint').isVisible(), false);
      assert.match(await page.locator('#try-batch-raw').innerText(), /<ErrorResponse>/);
      assert.match(await page.locator('#status').innerText(), /Sandbox refused the batch \(HTTP 400\)/);

      // Back to one address: its body comes back as it was, and the rest of the test uses EP-01.
      await page.getByRole('radio', { name: 'One address (process-party-address)' }).check();
      await page.locator('#try-sample-group').waitFor({ state: 'visible' });
      assert.match(await page.locator('#try-body').inputValue(), /Downing Street/);
      await page.getByRole('button', { name: 'Send to sandbox' }).waitFor();
    });

    await step('promote', async () => {
      await page.getByRole('button', { name: /Promote Checkout to live/ }).click();
      await page.locator('#secret-live-key').waitFor();
      assert.match(await page.locator('#secret-live-key').innerText(), /^pas_live_/);
      await page.locator('#applications tbody tr', { hasText: /live/ }).waitFor();
      assert.equal(await page.locator('#applications tbody tr').count(), 2);
    });

    await step('revoke', async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator('#applications tbody tr', { hasText: 'sandbox' }).getByRole('button', { name: /Revoke key/ }).click();
      await page.locator('#applications tbody tr', { hasText: 'revoked' }).waitFor();
      // The revoked key no longer works in the try-it panel.
      await page.getByRole('button', { name: 'Send to sandbox' }).click();
      await page.locator('#try-http-status', { hasText: '401' }).waitFor();
      assert.match(await page.locator('#try-reasons').innerText(), /API key has been revoked/);
    });

    await step('sign-out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      await page.reload();
      await page.locator('#signed-out').waitFor({ state: 'visible' });
      assert.equal(await page.locator('#signed-in').isVisible(), false);
    });

    await step('no-csp-violations', async () => {
      // Expected 401s (signed out, revoked key) show as failed loads; nothing may break the CSP or throw.
      assert.deepEqual(portalProblems.filter((p) => /Content Security Policy|pageerror/.test(p)), []);
    });
  });

  test("/docs: the product's title and logo, no console errors under its CSP, desktop and phone", { skip: MISSING }, async () => {
    const docs = await context.newPage();
    const problems: string[] = [];
    docs.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    docs.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    try {
      await docs.setViewportSize(DESKTOP);
      const response = await docs.goto(`${origin}/docs/`);
      assert.equal(response?.headers()['x-content-type-options'], 'nosniff');
      assert.match(response?.headers()['content-security-policy'] ?? '', /default-src 'self'/);
      await docs.locator('.swagger-ui .info .title', { hasText: 'Party Address Processing Service' }).waitFor();
      assert.equal(await docs.title(), 'Party Address Processing Service · API reference');
      // The top bar shows the product's logo, not Swagger's.
      const logo = (await docs.locator('.topbar img').first().getAttribute('src')) ?? '';
      assert.match(logo, /^data:image\/svg\+xml;base64,/);
      assert.match(Buffer.from(logo.split(',')[1]!, 'base64').toString('utf8'), /Party Address Processing/);
      // The two servers and an example request body as Swagger UI shows it.
      const servers = await docs.locator('.servers select option').allInnerTexts();
      assert.deepEqual(servers.map((s) => s.split(' ')[0]), ['/party-address/v4', '/sandbox/party-address/v4']);
      await docs.locator('#operations-Party_address-processPartyAddress').click();
      await docs.locator('#operations-Party_address-processPartyAddress .body-param__example, #operations-Party_address-processPartyAddress .microlight').first().waitFor();
      assert.match(await docs.locator('#operations-Party_address-processPartyAddress').innerText(), /Friedrichstra/);
      await screenshot(docs, 'docs-desktop');
      await docs.setViewportSize(PHONE);
      await docs.reload();
      await docs.locator('.swagger-ui .info .title').waitFor();
      await screenshot(docs, 'docs-phone');
      assert.deepEqual(problems, []);
    } finally {
      await docs.close();
    }
  });
});
