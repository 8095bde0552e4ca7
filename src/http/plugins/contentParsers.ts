// Body parsers: JSON (application/json and +json) with prototype-poisoning protection, and XML
// (application/xml, text/xml and +xml) through the safe XML codec. Anything else is a 415.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseXmlDocument, parseXmlRequest } from '../codec/xmlRequest';
import { assertJsonDepth } from '../codec/jsonDepth';
import { BATCH_XML_ROOT, parseXmlBatchRequest } from '../../bulk/xmlBatchRequest';

const DEFAULT_XML_ROOT = 'ProcessPartyAddressRequest';

/** application/json and +json, with parameters. The jobs route reads these bodies its own way (src/http/routes/jobs.ts). */
export const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json(\s*;.*)?$/i;

type JsonTextParser = (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => void;

/** How every JSON body's text becomes its value: nesting and duplicate keys checked, then Fastify's parser with prototype-poisoning protection. */
export function jsonTextParser(app: FastifyInstance): JsonTextParser {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  return (request, text, done) => {
    try {
      assertJsonDepth(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    jsonParser(request, text, done);
  };
}

export function registerContentParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = jsonTextParser(app);
  // A request for no route is answered 404 without looking at its body (issue 11, finding 1).
  app.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'string' }, (request, body, done) => {
    if (request.is404) return done(null, undefined);
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
  app.addContentTypeParser(/^(application|text)\/([\w.-]+\+)?xml(\s*;.*)?$/i, { parseAs: 'string' }, (request, body, done) => {
    if (request.is404) return done(null, undefined);
    try {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const root = request.routeOptions.config.xmlRequestRoot ?? DEFAULT_XML_ROOT;
      done(null, root === DEFAULT_XML_ROOT ? parseXmlRequest(text) : root === BATCH_XML_ROOT ? parseXmlBatchRequest(text) : parseXmlDocument(text, root));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
