// Sends a body in the negotiated format: JSON as is, XML under the given root element.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderXml } from './codec/xmlResponse';
import { contentTypeOf } from './codec/negotiation';

const sentBodies = new WeakMap<FastifyRequest, { xmlRoot: string; body: unknown }>();

/** The body a request was answered with through sendBody (an idempotent replay renders it again). */
export function sentBodyOf(request: FastifyRequest): { xmlRoot: string; body: unknown } | undefined {
  return sentBodies.get(request);
}

export function sendBody(request: FastifyRequest, reply: FastifyReply, xmlRoot: string, body: unknown): FastifyReply {
  const format = request.responseFormat ?? 'json';
  sentBodies.set(request, { xmlRoot, body });
  reply.header('Content-Type', contentTypeOf(format));
  if (format === 'xml') return reply.serializer((payload) => payload as string).send(renderXml(xmlRoot, body));
  return reply.send(body);
}
