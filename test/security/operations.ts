/**
 * The API's operations as its own OpenAPI document (`GET /api/openapi.json`) lists them, and how to turn one into a
 * request: path parameters filled, a JSON body synthesised from the request schema (ids pointed at a target client).
 */

import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../server/lib/uploads-fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes are read field by field.
type SchemaNode = any;

/** One operation of the OpenAPI document. */
export type Operation = {
  method: string;
  /** The path template, e.g. /api/address/{clientId}. */
  path: string;
  /** True when the document says it needs a bearer token. */
  secured: boolean;
  pathParams: string[];
  queryParams: string[];
  /** `image`: the raw body of a logo upload (PNG or JPEG), which probes send as LOGO_PNG. */
  body: 'json' | 'multipart' | 'image' | undefined;
  schema: SchemaNode;
};

/** A request to send: method, concrete path (with query), headers and body text, or `bytes` for a binary body. */
export type Probe = { method: string; path: string; headers: Record<string, string>; body?: string; bytes?: Uint8Array<ArrayBuffer> };

/** A valid 16×16 PNG (the smallest side a logo takes), so a logo upload's probe passes validation to its checks. */
export const LOGO_PNG: Uint8Array<ArrayBuffer> = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(16 * 3, 0x7a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = [signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', new Uint8Array())];
  return new Uint8Array(Buffer.concat(chunks));
})();

/** The probe's body as text, for reports and for matching ids in it (a binary body reads as its size). */
export const probeText = (probe: Probe): string => (probe.bytes ? `<${probe.bytes.length} bytes>` : (probe.body ?? ''));

/** The operations of an OpenAPI 3 document, in its order. */
export function operationsOf(document: SchemaNode): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<SchemaNode>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<SchemaNode>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters: SchemaNode[] = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? 'json' : content['multipart/form-data'] ? 'multipart' : content['image/png'] ? 'image' : undefined,
        schema: json?.schema,
      });
    }
  }
  return operations;
}

/** `METHOD /path/template`: how operations are named in reports and tables. */
export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The path with each {param} replaced by `values[param]` (URL-encoded), or by `fallback` when it has none. */
export function fillPath(template: string, values: Record<string, string>, fallback = '1'): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? fallback));
}

/** The body of `source` for one probe: a copy of a value, or what a function makes (a new value each time). */
export function bodyOf(source: unknown): unknown {
  return typeof source === 'function' ? source() : structuredClone(source);
}

/** What a synthesised body points at: the client whose ids go into ClientId/CustomerId and UserId. */
export type Target = { clientId: number; userId: number; document: string; partnerId: number };

const ID_KEYS: Record<string, (target: Target) => unknown> = {
  ClientId: (target) => target.clientId,
  CustomerId: (target) => target.clientId,
  UserId: (target) => target.userId,
  PartnerId: (target) => target.partnerId,
  CpfCnpj: (target) => target.document,
  Document: (target) => target.document,
};

/**
 * A value shaped like `schema`: ids and documents of `target` for the keys that name them, the first enum or const
 * value, a plausible string or number otherwise. Bodies that still fail validation are answered 400, which the
 * matrix counts apart (the authorization check behind validation was not reached).
 */
export function sampleOf(schema: SchemaNode, target: Target, key = '', depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (key in ID_KEYS) return ID_KEYS[key](target);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return sampleOf(variants.find((v: SchemaNode) => v.type !== 'null') ?? variants[0], target, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries<SchemaNode>(schema.properties ?? {})) out[name] = sampleOf(child, target, name, depth + 1);
      return out;
    }
    case 'array':
      return schema.minItems > 0 ? [sampleOf(schema.items, target, '', depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, key);
    default:
      return null;
  }
}

function sampleString(schema: SchemaNode, key: string): string {
  if (schema.format === 'email' || /email/i.test(key)) return 'sonda@example.com';
  if (schema.format === 'date' || /Date$/.test(key)) return '2001-02-03';
  if (/Password/.test(key)) return 'Ipê amarelo na varanda';
  if (/Check|Signature/.test(key)) return '704193';
  if (/Token|Code/.test(key)) return '123456';
  if (/Ip$/.test(key)) return '203.0.113.7';
  return 'sonda';
}
