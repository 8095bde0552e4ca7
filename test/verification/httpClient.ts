// One app per test file and a `send` that posts an address to EP-01 and returns the answer, for
// the verification tests over HTTP.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

export interface Answer {
  decision: string;
  result: {
    output: Record<string, unknown>;
    verification: { status: string; score: number };
    reasons: { code: string; severity: string; field?: string; message: string }[];
    actions?: { type: string; field: string; value?: string; message: string }[];
  };
}

/** Registers before/after hooks for the calling test file; returns the sender. */
export function verificationClient(): (postalAddress: Record<string, unknown>, processingOptions?: Record<string, unknown>) => Promise<Answer> {
  let t: TestApp;
  let auth: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    auth = (await createCredentials(t.app, 'live')).headers;
  });
  after(() => t.close());
  return async (postalAddress, processingOptions = { quality: 'premium' }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/party-address/v4/process-party-address',
      headers: { 'content-type': 'application/json', ...auth },
      payload: { postalAddress, processingOptions, include: ['actions'] },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Answer;
  };
}

export const reasonCodes = (answer: Answer): string[] => answer.result.reasons.map((r) => r.code);
