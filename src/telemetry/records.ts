// Reading telemetry back out of a result: GateResult.telemetry is typed `unknown` in the shared
// model (it predates the telemetry types), so readers go through this guard. Pure.
import type { GateResult, GateTelemetry, TelemetryRecord } from '../model.js';

/** The telemetry records of a result (GateResult.telemetry holds a GateTelemetry when sampled). */
export function telemetryRecordsOf(result: Pick<GateResult, 'telemetry'>): TelemetryRecord[] {
  const telemetry = result.telemetry as Partial<GateTelemetry> | undefined;
  if (!telemetry || !Array.isArray(telemetry.records)) return [];
  return telemetry.records.filter(
    (record): record is TelemetryRecord =>
      typeof record === 'object' &&
      record !== null &&
      typeof record.series === 'object' &&
      typeof record.label?.scenario === 'string',
  );
}
