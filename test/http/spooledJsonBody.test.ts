// The jobs route's body reader (src/http/codec/spooledJsonBody.ts) against JSON.parse: for any body
// and any way the bytes arrive, the file holds exactly the bytes of the parsed `content` (as
// UTF-8), the rest of the body parses to the same values, and a body JSON.parse refuses inside
// the string is refused with the file gone.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { spoolJsonBody, spooledStandIn } from '../../src/http/codec/spooledJsonBody';

const tooLarge = () => Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

/** The body's bytes cut at the given sizes (cycled), as a socket might deliver them. */
function streamOf(body: Buffer, cuts: number[]): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0, k = 0; i < body.length; k++) {
    const size = Math.max(1, cuts[k % cuts.length] ?? body.length);
    pieces.push(body.subarray(i, i + size));
    i += size;
  }
  return Readable.from(pieces, { objectMode: false });
}

async function spool(body: string | Buffer, cuts: number[] = [65536], limit = 1 << 26) {
  return spoolJsonBody(streamOf(Buffer.isBuffer(body) ? body : Buffer.from(body), cuts), { field: 'content', limit, tooLarge });
}

/** JSON text of a string with every character escaped some way JSON allows, chosen by `how`. */
function escapedJson(text: string, how: number[]): string {
  let out = '"';
  let k = 0;
  for (const ch of text) {
    const mode = how[k++ % how.length]!;
    const code = ch.codePointAt(0)!;
    if (mode === 0 && (ch === '"' || ch === '\\' || code < 0x20)) out += JSON.stringify(ch).slice(1, -1);
    else if (mode === 2 && ch === '/') out += '\\/';
    else if (ch === '"' || ch === '\\' || code < 0x20 || mode > 0) {
      // Every UTF-16 unit as \uXXXX, upper-case hex for mode 1, lower-case for mode 2.
      for (let u = 0; u < ch.length; u++) {
        const hex = ch.charCodeAt(u).toString(16).padStart(4, '0');
        out += `\\u${mode === 1 ? hex.toUpperCase() : hex}`;
      }
    } else out += ch;
  }
  return `${out}"`;
}

describe('spooled JSON body', () => {
  test('any content, escaped any way, delivered in any pieces: the file holds the parsed string and the skeleton the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (content, how, cuts, contentFirst) => {
          const rest = '"options": {"scheme": "SCT", "content": "nested, not spooled"}, "chunkRecords": 10';
          const body = contentFirst ? `{ "content" : ${escapedJson(content, how)}, ${rest} }` : `{${rest},"content":${escapedJson(content, how)}}`;
          const result = await spool(body, cuts);
          try {
            const parsed = JSON.parse(body) as Record<string, unknown>;
            assert.ok(result.spooled);
            assert.deepEqual(readFileSync(result.spooled.path), Buffer.from(parsed.content as string, 'utf8'));
            assert.deepEqual(JSON.parse(result.skeleton), { ...parsed, content: spooledStandIn(result.spooled) });
          } finally {
            result.spooled?.discard();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('surrogate pairs written as escapes join; a lone one becomes U+FFFD, as writing the parsed string did', async () => {
    const result = await spool('{"content":"a\\uD83D\\uDE00b\\uD800c\\uDC00\\uD800"}', [3]);
    try {
      assert.equal(readFileSync(result.spooled!.path, 'utf8'), 'a\u{1F600}b\uFFFDc\uFFFD\uFFFD');
      assert.deepEqual(readFileSync(result.spooled!.path), Buffer.from(JSON.parse('"a\\uD83D\\uDE00b\\uD800c\\uDC00\\uD800"') as string));
    } finally {
      result.spooled?.discard();
    }
  });

  test('an empty content stands in as empty (the schema still refuses it); a content that is no string is left in the skeleton', async () => {
    const empty = await spool('{"content":""}');
    assert.equal(JSON.parse(empty.skeleton).content, '');
    empty.spooled?.discard();
    const number = await spool('{"content": 5, "x": "content"}');
    assert.equal(number.spooled, undefined);
    assert.deepEqual(JSON.parse(number.skeleton), { content: 5, x: 'content' });
    const array = await spool('["content", "a"]');
    assert.equal(array.spooled, undefined);
  });

  test('the stand-in names the content: different contents, different stand-ins (Idempotency-Key compares bodies)', async () => {
    const a = await spool('{"content":"a,b\\n1,2\\n"}');
    const b = await spool('{"content":"a,b\\n1,3\\n"}');
    try {
      assert.notEqual(JSON.parse(a.skeleton).content, JSON.parse(b.skeleton).content);
      assert.match(JSON.parse(a.skeleton).content, /^sha256:[0-9a-f]{64}$/);
    } finally {
      a.spooled?.discard();
      b.spooled?.discard();
    }
  });

  test('what JSON.parse refuses inside the string is refused, and no file is left behind', async () => {
    for (const body of ['{"content":"a\\xb"}', '{"content":"a\\u12G4"}', '{"content":"line\nbreak"}', '{"content":"never closed', '{"content":"tab\there"}']) {
      assert.throws(() => JSON.parse(body));
      let spooledDir: string | undefined;
      const stream = streamOf(Buffer.from(body), [4]);
      await assert.rejects(
        spoolJsonBody(stream, { field: 'content', limit: 1 << 20, tooLarge }).then((r) => {
          spooledDir = r.spooled && dirname(r.spooled.path);
        }),
        SyntaxError,
        body,
      );
      assert.equal(spooledDir, undefined);
    }
  });

  test('a body over the limit stops with the limit error and removes its file', async () => {
    const body = `{"content":"${'x'.repeat(5000)}"}`;
    await assert.rejects(spool(body, [100], 2000), /too large/);
  });

  test('the file is removed by discard', async () => {
    const result = await spool('{"content":"abc"}');
    assert.ok(existsSync(result.spooled!.path));
    result.spooled!.discard();
    assert.equal(existsSync(result.spooled!.path), false);
  });
});
