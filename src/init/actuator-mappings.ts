// The endpoints a booted app registered, from `GET /actuator/mappings` (what `init --discover`
// reads first): every handler with the paths it really serves, Spring's own left out. Pure.
import { joinPath, uniqueEndpoints, type Endpoint } from './endpoints.js';

interface MappingDescription {
  details?: {
    handlerMethod?: { className?: string };
    requestMappingConditions?: { methods?: string[]; patterns?: string[] };
  } | null;
}

/** Endpoints from `GET /actuator/mappings` (Spring Boot 2.x and 3.x shape), the app's own handlers only. */
export function fromActuatorMappings(document: unknown): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const contexts = (document as { contexts?: Record<string, unknown> } | null)?.contexts ?? {};
  for (const context of Object.values(contexts)) {
    const mappings = (context as { mappings?: Record<string, unknown> }).mappings ?? {};
    for (const group of ['dispatcherServlets', 'dispatcherHandlers']) {
      const dispatchers = (mappings[group] ?? {}) as Record<string, MappingDescription[]>;
      for (const list of Object.values(dispatchers)) {
        for (const mapping of Array.isArray(list) ? list : []) {
          const className = mapping.details?.handlerMethod?.className ?? '';
          const conditions = mapping.details?.requestMappingConditions;
          // Spring's own handlers (error page, Actuator, springdoc) are not the app's endpoints.
          if (
            !conditions ||
            !className ||
            /^org\.springframework\.|^org\.springdoc\./.test(className)
          )
            continue;
          const methods = conditions.methods?.length ? conditions.methods : ['GET'];
          for (const pattern of conditions.patterns ?? []) {
            for (const method of methods) {
              endpoints.push({ method, path: joinPath('', pattern), source: 'actuator' });
            }
          }
        }
      }
    }
  }
  return uniqueEndpoints(endpoints);
}
