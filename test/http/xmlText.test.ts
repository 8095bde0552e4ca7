// The text of an XML request is the text XML defines (sixth review): character references are
// characters ("M&#252;nchen" is "München"), and a CDATA section is text among the text beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseXmlRequest } from '../../src/http/codec/xmlRequest';
import { ApiError } from '../../src/http/apiError';

const request = (inner: string) => `<ProcessPartyAddressRequest>${inner}</ProcessPartyAddressRequest>`;

test('character references are the characters they name, decimal and hexadecimal', () => {
  const parsed = parseXmlRequest(request('<Nm>M&#252;ller &amp; S&#xF6;hne</Nm><PstlAdr><AdrLine>M&#252;nchener Str. 5</AdrLine><TwnNm>K&#xF6;ln</TwnNm><Ctry>DE</Ctry></PstlAdr>'));
  assert.equal(parsed.name, 'Müller & Söhne');
  assert.deepEqual(parsed.postalAddress, { addressLine: ['Münchener Str. 5'], townName: 'Köln', country: 'DE' });
  // Beyond the BMP too, and the five predefined entities as before.
  assert.deepEqual((parseXmlRequest(request('<PstlAdr><AdrLine>&#x1F600; &lt;A&gt; &quot;B&quot; &apos;C&apos;</AdrLine></PstlAdr>')).postalAddress as { addressLine: string[] }).addressLine, ['😀 <A> "B" \'C\'']);
});

test('a reference to a character XML does not allow, or to an entity it does not define, is a 400 naming it', () => {
  assert.throws(() => parseXmlRequest(request('<PstlAdr><AdrLine>&#0;Main St 1</AdrLine></PstlAdr>')), (error: unknown) => error instanceof ApiError && error.statusCode === 400 && /&#0;/.test(JSON.stringify(error.extra)));
  // So is an entity XML does not define (there is no DTD): it was kept as the text "&nbsp;".
  assert.throws(() => parseXmlRequest(request('<PstlAdr><AdrLine>Main&nbsp;St 1</AdrLine></PstlAdr>')), (error: unknown) => error instanceof ApiError && error.statusCode === 400 && /&nbsp;/.test(JSON.stringify(error.extra)));
  // Inside CDATA a reference is text as written.
  assert.deepEqual((parseXmlRequest(request('<PstlAdr><AdrLine><![CDATA[A &amp; B &#252;]]></AdrLine></PstlAdr>')).postalAddress as { addressLine: string[] }).addressLine, ['A &amp; B &#252;']);
});

test('a CDATA section is text among its neighbours: its spaces and theirs are kept', () => {
  const parsed = parseXmlRequest(request('<PstlAdr>\n  <AdrLine>Smith <![CDATA[& Sons]]> Ltd</AdrLine>\n  <AdrLine>  Hauptstr. 5  </AdrLine>\n  <Ctry>DE</Ctry>\n</PstlAdr>'));
  assert.deepEqual(parsed.postalAddress, { addressLine: ['Smith & Sons Ltd', 'Hauptstr. 5'], country: 'DE' });
  // Layout between elements is no text, and an empty request stays empty.
  assert.deepEqual(parseXmlRequest('<ProcessPartyAddressRequest>\n</ProcessPartyAddressRequest>'), {});
});
