import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../../../src/telemetry/prometheus.js';

describe('parsePrometheusText', () => {
  it('reads names, labels and values, skipping comments and blank lines', () => {
    const samples = parsePrometheusText(
      [
        '# HELP tomcat_threads_busy_threads  ',
        '# TYPE tomcat_threads_busy_threads gauge',
        'tomcat_threads_busy_threads{name="http-nio-18080"} 7.0',
        '',
        'process_cpu_usage 0.4231',
      ].join('\n'),
    );
    expect(samples).toEqual([
      { name: 'tomcat_threads_busy_threads', labels: { name: 'http-nio-18080' }, value: 7 },
      { name: 'process_cpu_usage', labels: {}, value: 0.4231 },
    ]);
  });

  it('unescapes label values and keeps commas, braces and spaces inside quotes', () => {
    const [sample] = parsePrometheusText(
      'http_server_requests_seconds_count{exception="none",method="GET",uri="/a, {b} \\"c\\"\\\\d\\ne"} 12\n',
    );
    expect(sample?.labels.uri).toBe('/a, {b} "c"\\d\ne');
    expect(sample?.labels.method).toBe('GET');
    expect(sample?.value).toBe(12);
  });

  it('understands +Inf, -Inf, NaN, exponents, timestamps and OpenMetrics exemplars', () => {
    const samples = parsePrometheusText(
      [
        'a_bucket{le="+Inf"} +Inf',
        'b -Inf',
        'c NaN',
        'd 1.5E-4 1712345678000',
        'e_total{x="y"} 3.0 # {trace_id="abc"} 0.5 1712345678.1',
        '# EOF',
      ].join('\n'),
    );
    expect(samples.map((sample) => sample.value)).toEqual([Infinity, -Infinity, NaN, 1.5e-4, 3]);
    expect(samples[0]?.labels).toEqual({ le: '+Inf' });
  });

  it('skips malformed lines instead of throwing', () => {
    const samples = parsePrometheusText(
      ['ok 1', 'broken{a="x} 2', 'no_value', '9bad 1', 'novalue{a="b"}', 'word{a="b"} abc'].join(
        '\n',
      ),
    );
    expect(samples).toEqual([{ name: 'ok', labels: {}, value: 1 }]);
  });

  it('handles CRLF line endings and a trailing comma in the label set', () => {
    const samples = parsePrometheusText('x{a="1",} 2\r\ny 3\r\n');
    expect(samples).toEqual([
      { name: 'x', labels: { a: '1' }, value: 2 },
      { name: 'y', labels: {}, value: 3 },
    ]);
  });
});
