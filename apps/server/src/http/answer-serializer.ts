import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** What one route's answer under one status was compiled into: the route table test reads it. */
export interface CompiledAnswer {
  /** The contract's answer schema the route was registered with. */
  schema: z.ZodType;
  /** The JSON Schema the serializer was compiled from; null where the answer is serialized by zod (see passesThrough). */
  json: object | null;
}

/**
 * The JSON Schema of an answer as the serializer compiles it (draft 7, which fast-json-stringify
 * reads), without `additionalProperties: false`: zod drops a key its object does not declare, and
 * fast-json-stringify writes only declared keys too, but would refuse such an object where it
 * picks a union's branch by validating.
 */
export function answerJsonSchema(schema: z.ZodType): object {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return JSON.parse(JSON.stringify(json), (key, value: unknown) =>
    key === 'additionalProperties' && value === false ? undefined : value,
  ) as object;
}

/** Schema kinds whose parse hands back what it was given (a valid value comes out unchanged). */
const CONTAINERS: Record<string, (def: Record<string, unknown>) => unknown[]> = {
  object: (def) => Object.values(def.shape as object),
  array: (def) => [def.element],
  union: (def) => def.options as unknown[],
  optional: (def) => [def.innerType],
  nullable: (def) => [def.innerType],
  record: (def) => [def.keyType, def.valueType],
};
const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'any', 'unknown']);

/**
 * Whether zod's output of every value the schema accepts is that value: no transform, default,
 * coercion or overwriting check (trim) anywhere in it. Only then may a compiled serializer write
 * the handler's answer as it is, instead of zod's parse of it.
 */
function passesThrough(schema: unknown): boolean {
  const { def } = (schema as { _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: { check: string } } }[] } } })
    ._zod;
  if (def.coerce || def.catchall !== undefined) return false;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  const children = CONTAINERS[def.type];
  if (children) return children(def).every(passesThrough);
  return LEAVES.has(def.type);
}

/**
 * Fastify's serializer compiler for the contract's answer schemas: fast-json-stringify compiled
 * from the schema's JSON Schema, once, on a route's first answer (so a server does not compile
 * some two hundred answers at start). The answer is not parsed by zod on the way out: the
 * handlers are typed by the schema, and `check` (CHECK_ANSWERS, on in the tests) parses every
 * answer with zod as before and requires the compiled serializer to write exactly what zod's
 * output would have been. An answer schema whose output is not its input (a transform) keeps
 * zod's serializer. `compiled` collects what each route's answers were compiled from.
 */
export function answerSerializer(check: boolean, compiled: Map<string, CompiledAnswer>): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema, method, url, httpStatus = '200' } = route;
    const viaZod: Serialize = zodSerializer(route);
    const json = passesThrough(schema) ? answerJsonSchema(schema) : null;
    compiled.set(`${method} ${url} ${httpStatus}`, { schema, json });
    if (!json) return viaZod;
    let write: Serialize | null = null;
    return (data: unknown) => {
      write ??= fastJson(json) as Serialize;
      if (!check) return write(data);
      const expected = viaZod(data);
      const written = write(data);
      if (written !== expected) throw new Error(`${method} ${url}: the compiled serializer wrote ${written}, zod's output is ${expected}`);
      return written;
    };
  };
}
