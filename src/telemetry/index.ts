// Telemetry: what the server, its containers and the load generator did during each measured
// window, and what limited them. The gate calls startTelemetry around a window, adds client series
// from k6's CSV output, diagnoses the records and stores them in GateResult.telemetry.
export { startTelemetry, type TelemetryOptions, type TelemetrySession } from './session.js';
export {
  readK6Csv,
  readK6CsvSeries,
  withClientSeries,
  withCsvCapNote,
  K6_CSV_ENV,
} from './k6-csv.js';
export {
  BOTTLENECK_RULES,
  THRESHOLDS,
  compareSides,
  cpuPerRequestMs,
  diagnoseScenario,
  diagnoseWindow,
  generatorSaturation,
  type DiagnosisContext,
} from './diagnose.js';
export { SERIES_INFO, keyedSeriesName, type SeriesName } from './series.js';
export { EXPOSE_FIX } from './actuator.js';
export { telemetryRecordsOf } from './records.js';
