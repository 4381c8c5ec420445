// `scenarios[].requests`: a load described in perf-gate.yml instead of a k6 script. The bundled
// scenarios/requests.js sends them; this file validates the list and fills its defaults. Pure.
import { z } from 'zod';

/** Name of the bundled script that sends `requests` (scenarios/requests.js). */
export const REQUESTS_SCENARIO = 'requests';

/** Environment variable the list reaches the script in, as JSON. */
export const REQUESTS_ENV = 'PERF_GATE_REQUESTS';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

const paramValue = z.union([
  z.string(),
  z.number(),
  z.array(z.union([z.string(), z.number()])).min(1, 'must list at least one value'),
]);

export const requestSchema = z
  .strictObject({
    /** the endpoint's name in the report (k6's `name` tag); default "METHOD /path" */
    name: z.string().min(1).optional(),
    method: z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(METHODS, { error: `must be one of ${METHODS.join(', ')}` }))
      .optional(),
    path: z
      .string({ error: 'must be a path like /api/items/{id}' })
      .regex(/^\//, 'must start with "/" (it is appended to the app\'s URL and context path)'),
    weight: z.number().positive('must be a positive number').optional(),
    /** values for {placeholders}: "1..2000" (a random whole number), a list, or one value */
    params: z
      .record(z.string().regex(/^\w+$/, 'must be letters, digits or "_"'), paramValue)
      .optional(),
    headers: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).optional(),
    /** a string sent as it is, or an object sent as JSON */
    body: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    /** the expected status; default any 2xx or 3xx */
    status: z.number().int().min(100).max(599).optional(),
  })
  .superRefine((request, ctx) => {
    const used = new Set(
      [request.path, JSON.stringify(request.body ?? ''), JSON.stringify(request.headers ?? {})]
        .join(' ')
        .match(/\{(\w+)\}/g)
        ?.map((token) => token.slice(1, -1)),
    );
    for (const name of used) {
      if (!(name in (request.params ?? {}))) {
        ctx.addIssue({
          code: 'custom',
          path: ['params'],
          message: `has no value for {${name}} (add e.g. params: { ${name}: 1..100 })`,
        });
      }
    }
  });

/** One request of the generic scenario, defaults filled. */
export interface RequestSpec {
  name: string;
  method: (typeof METHODS)[number];
  path: string;
  weight: number;
  params: Record<string, string | number | Array<string | number>>;
  headers: Record<string, string>;
  body?: unknown;
  status?: number;
}

/** Fills the defaults: GET, weight 1, name "METHOD /path" (query left out). */
export function toRequestSpecs(requests: z.output<typeof requestSchema>[]): RequestSpec[] {
  return requests.map((request) => {
    const method = request.method ?? 'GET';
    return {
      name: request.name ?? `${method} ${request.path.split('?')[0]}`,
      method,
      path: request.path,
      weight: request.weight ?? 1,
      params: request.params ?? {},
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.status === undefined ? {} : { status: request.status }),
    };
  });
}
