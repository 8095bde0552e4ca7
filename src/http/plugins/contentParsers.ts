// Body parsers: JSON (application/json and +json) with prototype-poisoning protection, and XML
// (application/xml, text/xml and +xml) through the safe XML codec. Anything else is a 415.
import type { FastifyInstance } from 'fastify';
import { parseXmlDocument, parseXmlRequest } from '../codec/xmlRequest';

const DEFAULT_XML_ROOT = 'ProcessPartyAddressRequest';

export function registerContentParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json(\s*;.*)?$/i, { parseAs: 'string' }, jsonParser);
  app.addContentTypeParser(/^(application|text)\/([\w.-]+\+)?xml(\s*;.*)?$/i, { parseAs: 'string' }, (request, body, done) => {
    try {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const root = request.routeOptions.config.xmlRequestRoot ?? DEFAULT_XML_ROOT;
      done(null, root === DEFAULT_XML_ROOT ? parseXmlRequest(text) : parseXmlDocument(text, root));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
