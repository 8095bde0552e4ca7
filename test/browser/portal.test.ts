// The developer portal in a real browser (Debian's chromium through playwright-core): sign up,
// create an application, copy the sandbox key, get a token, try EP-01 in the sandbox, manage keys.
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

describe('developer portal in chromium', { skip: existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed (.ci/run installs it)` }, () => {
  before(async () => {
    testApp = await buildTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await testApp?.close();
  });

  test('sign up, create an application, copy the key, get a token, try EP-01, promote, revoke', async () => {
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
      await page.getByRole('button', { name: 'Send to sandbox' }).click();
      await page.locator('#try-result').waitFor({ state: 'visible' });
      await page.locator('#try-decision', { hasText: /ACCEPT|PARTIAL_SUCCESS|REJECT/ }).waitFor();
      assert.equal(await page.locator('#try-http-status').innerText(), '200');
      assert.ok((await page.locator('#try-reasons li').count()) > 0, 'the reasons are listed');
      assert.match(await page.locator('#try-reasons').innerText(), /[A-Z]{3}-\d{2} \((INFO|WARNING|ERROR)\)/);
    });

    await step('promote', async () => {
      await page.getByRole('button', { name: /Promote Checkout to live/ }).click();
      await page.locator('#secret-live-key').waitFor();
      assert.match(await page.locator('#secret-live-key').innerText(), /^pas_live_/);
      await page.locator('#applications tbody tr', { hasText: 'live' }).waitFor();
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
  });
});
