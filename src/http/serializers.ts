// Response serializers, one per distinct schema. Fastify compiles a serializer for every route and
// status code: with both bases, the HEAD route of each GET and the error responses every route
// shares, that was 478 fast-json-stringify builds of 21 distinct schemas, a quarter of a second of
// start-up (issue 16). The compiler is Fastify's own (@fastify/fast-json-stringify-compiler as
// fastify resolves it), so each serializer is the function Fastify would have built; routes whose
// schemas are equal (same JSON, same shared schemas and options) share one.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fastifyFactory = (fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory }).SerializerSelector();

/** By the JSON of the shared schemas and options, then of the route's schema. */
const byContent = new Map<string, Map<string, Serializer>>();
/** The same schema object is met again and again (every route's error responses): no JSON then. */
const byObject = new WeakMap<object, Map<string, Serializer>>();

export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifyFactory(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let serializers = byContent.get(context);
  if (!serializers) byContent.set(context, (serializers = new Map()));
  const known = serializers;
  return (route) => {
    const schema = route.schema;
    const isObject = typeof schema === 'object' && schema !== null;
    let seen = isObject ? byObject.get(schema) : undefined;
    let serializer = seen?.get(context);
    if (serializer) return serializer;
    const key = JSON.stringify(schema) ?? String(schema);
    serializer = known.get(key);
    if (!serializer) known.set(key, (serializer = compile(route)));
    if (isObject) {
      if (!seen) byObject.set(schema, (seen = new Map()));
      seen.set(context, serializer);
    }
    return serializer;
  };
};
