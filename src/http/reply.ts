// Sends a body in the negotiated format: JSON as is, XML under the given root element.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderXml } from './codec/xmlResponse';
import { contentTypeOf } from './codec/negotiation';

export function sendBody(request: FastifyRequest, reply: FastifyReply, xmlRoot: string, body: unknown): FastifyReply {
  const format = request.responseFormat ?? 'json';
  reply.header('Content-Type', contentTypeOf(format));
  if (format === 'xml') return reply.serializer((payload) => payload as string).send(renderXml(xmlRoot, body));
  return reply.send(body);
}
