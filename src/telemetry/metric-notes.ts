// What the app's metrics endpoint lacked in a window, each with the setting that turns it on. Pure.
import type { TelemetryNote } from '../model.js';
import type { TelemetrySample } from './samples.js';

/** Notes for metrics the app did not expose, each with the setting that turns it on. */
export function missingMetricNotes(samples: TelemetrySample[]): TelemetryNote[] {
  const snapshots = samples.flatMap((sample) => (sample.app ? [sample.app.snapshot] : []));
  if (snapshots.length === 0) return [];
  const notes: TelemetryNote[] = [];
  if (snapshots.every((snapshot) => snapshot.tomcat.busy === undefined)) {
    notes.push({
      source: 'prometheus',
      message: 'Tomcat thread metrics (tomcat_threads_busy_threads) are missing.',
      fix: 'Set server.tomcat.mbeanregistry.enabled=true (env SERVER_TOMCAT_MBEANREGISTRY_ENABLED=true); perf-gate sets it for the app it starts.',
    });
  }
  if (snapshots.every((snapshot) => Object.keys(snapshot.pools).length === 0)) {
    notes.push({
      source: 'prometheus',
      message:
        'HikariCP pool metrics (hikaricp_connections_*) are missing: the app does not use HikariCP, or its pool was not created yet.',
      fix: 'Use HikariCP (Spring Boot default) with a DataSource bean; the metrics appear once the pool starts.',
    });
  }
  const meters = snapshots.flatMap((snapshot) => snapshot.http);
  if (meters.length > 0 && meters.every((meter) => meter.buckets === undefined)) {
    notes.push({
      source: 'prometheus',
      message:
        'http.server.requests has no histogram buckets, so the server-side series carry the mean latency per interval, not p95.',
      // Not as an environment variable: Spring cannot bind a map key containing dots from one.
      fix: 'Set management.metrics.distribution.percentiles-histogram.http.server.requests=true in application.yml or as --management.metrics.distribution.percentiles-histogram.http.server.requests=true on the command line (perf-gate passes it to the app it starts).',
    });
  }
  if (snapshots.every((snapshot) => snapshot.processCpu === undefined)) {
    notes.push({
      source: 'prometheus',
      message: 'process_cpu_usage is missing.',
      fix: 'Keep Spring Boot’s default JVM/system metrics enabled (management.metrics.enable.process=true).',
    });
  }
  return notes;
}
