// Telemetry: what the server, its containers and the load generator did during each measured
// window, and what limited them. The gate calls startTelemetry around a window, adds client series
// from k6's CSV output and stores the records in GateResult.telemetry; src/analysis/diagnosis/
// reads them.
export { startTelemetry, type TelemetryOptions, type TelemetrySession } from './session.js';
export {
  readK6Csv,
  readK6CsvSeries,
  withClientSeries,
  withCsvCapNote,
  K6_CSV_ENV,
} from './k6-csv.js';
export { SERIES_INFO, keyedSeriesName, type SeriesName } from './series.js';
export { EXPOSE_FIX } from './actuator.js';
