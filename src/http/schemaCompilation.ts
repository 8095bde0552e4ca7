// How the route schemas become validators and serializers (issue 16: ready in under a second).
//
// Fastify compiles, before it listens, an Ajv validator for every request part and a
// fast-json-stringify serializer for every response status of every route: with both bases, the
// HEAD route of each GET and the error responses every route shares, that was 66 Ajv compiles of
// 14 distinct schemas and 478 serializer builds of 21, about 0.2 s of CPU at start. Here:
//
// - the compilers stay Fastify's own (its Ajv instance and options, header schemas lowercased as
//   before; @fastify/fast-json-stringify-compiler as fastify resolves it), so every validator and
//   serializer is the function Fastify would have built;
// - equal schemas (same JSON) share one validator or serializer;
// - each is compiled on its first use, or by compileAll(), which the service runs once it
//   listens, one compile per turn of the event loop. A request never meets an uncompiled schema
//   it cannot use: the first one to need it compiles it then.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Ajv, ValidateFunction } from 'ajv';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fastifySerializers = (fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory }).SerializerSelector();

export interface SchemaCompilation {
  /** Fastify's `ajv.onCreate`: its Ajv instance compiles each distinct schema once, on first use. */
  onCreateAjv(ajv: Ajv): void;
  /** Fastify's `schemaController.compilersFactory.buildSerializer`. */
  buildSerializer: SerializerFactory;
  /** Compiles whatever no request has needed yet, one schema per turn of the event loop. */
  compileAll(): Promise<void>;
}

export function schemaCompilation(): SchemaCompilation {
  const pending = new Set<() => void>();

  /** A function that compiles `compile()` on its first call (or by compileAll) and then is it. */
  function deferred<F extends (...args: never[]) => unknown>(compile: () => F): { fn: () => F } {
    let compiled: F | undefined;
    const build = () => {
      pending.delete(build);
      return (compiled ??= compile());
    };
    pending.add(build);
    return { fn: () => compiled ?? build() };
  }

  const serializersByJson = new Map<string, Map<string, Serializer>>();

  return {
    onCreateAjv(ajv) {
      const compile = ajv.compile.bind(ajv) as (schema: unknown, meta?: boolean) => ValidateFunction;
      const byJson = new Map<string, ValidateFunction>();
      const compileShared = (schema: unknown, meta?: boolean): ValidateFunction => {
        const key = JSON.stringify(schema) ?? String(schema);
        let validate = byJson.get(key);
        if (!validate) byJson.set(key, (validate = compile(schema, meta)));
        return validate;
      };
      (ajv as { compile: unknown }).compile = (schema: unknown, meta?: boolean): ValidateFunction => {
        // A schema with an $id is registered in Ajv by its compile: that stays immediate.
        if (typeof schema === 'object' && schema !== null && '$id' in schema) return compileShared(schema, meta);
        const { fn } = deferred(() => compileShared(schema, meta));
        // Fastify calls it with Ajv's (data, context) when it has a schemaEnv, and reads errors after.
        const validate = function (this: unknown, data: unknown, context?: unknown) {
          return fn().call(this, data, context as never);
        } as unknown as ValidateFunction;
        Object.defineProperties(validate, {
          errors: { get: () => fn().errors, set: (errors) => (fn().errors = errors) },
          schema: { get: () => fn().schema },
          schemaEnv: { get: () => fn().schemaEnv },
        });
        return validate;
      };
    },

    buildSerializer(externalSchemas, options) {
      const compile = fastifySerializers(externalSchemas, options);
      const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
      let byJson = serializersByJson.get(context);
      if (!byJson) serializersByJson.set(context, (byJson = new Map()));
      const known = byJson;
      return (route) => {
        const { fn } = deferred(() => {
          const key = JSON.stringify(route.schema) ?? String(route.schema);
          let serializer = known.get(key);
          if (!serializer) known.set(key, (serializer = compile(route)));
          return serializer;
        });
        return (data: unknown) => fn()(data);
      };
    },

    async compileAll() {
      for (const build of pending) {
        build();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}
