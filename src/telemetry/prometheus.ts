// Parser for the Prometheus text exposition format (version 0.0.4, as served by Spring Boot's
// /actuator/prometheus), tolerant of the OpenMetrics variant.
//
// Hand-written on purpose: the one npm parser (parse-prometheus-text-format) ships no types, keeps
// values as strings and folds histograms into nested objects, while the sampler needs flat numeric
// samples it can filter by name and label. The grammar is small: one sample per line, `#` comments,
// label values with three escapes.

/** One sample line: metric name, labels and value (NaN and ±Inf kept as numbers). */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses exposition text into flat samples; lines that do not parse are skipped, never thrown on. */
export function parsePrometheusText(text: string): PromSample[] {
  const samples: PromSample[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const sample = parseSampleLine(line);
    if (sample) samples.push(sample);
  }
  return samples;
}

function parseSampleLine(line: string): PromSample | undefined {
  let position = 0;
  while (position < line.length && /[A-Za-z0-9_:]/.test(line[position]!)) position++;
  const name = line.slice(0, position);
  if (name === '' || /^[0-9]/.test(name)) return undefined;
  const labels: Record<string, string> = {};
  if (line[position] === '{') {
    const end = parseLabels(line, position + 1, labels);
    if (end < 0) return undefined;
    position = end;
  }
  // After the labels: value, then an optional timestamp, then (OpenMetrics) an optional exemplar.
  const rest = line.slice(position).trim();
  const valueToken = rest.split(/\s+/)[0];
  if (valueToken === undefined || valueToken === '') return undefined;
  const value = parseValue(valueToken);
  if (value === undefined) return undefined;
  return { name, labels, value };
}

/** Reads `name="value",...}` starting after `{`; returns the index after `}`, or -1 if malformed. */
function parseLabels(line: string, start: number, into: Record<string, string>): number {
  let position = start;
  for (;;) {
    while (line[position] === ' ' || line[position] === ',') position++;
    if (line[position] === '}') return position + 1;
    const nameStart = position;
    while (position < line.length && /[A-Za-z0-9_.]/.test(line[position]!)) position++;
    const labelName = line.slice(nameStart, position);
    while (line[position] === ' ') position++;
    if (labelName === '' || line[position] !== '=') return -1;
    position++;
    while (line[position] === ' ') position++;
    if (line[position] !== '"') return -1;
    position++;
    let value = '';
    for (;;) {
      const char = line[position];
      if (char === undefined) return -1;
      if (char === '"') break;
      if (char === '\\') {
        const escaped = line[position + 1];
        value += escaped === 'n' ? '\n' : (escaped ?? '');
        position += 2;
        continue;
      }
      value += char;
      position++;
    }
    into[labelName] = value;
    position++;
  }
}

function parseValue(token: string): number | undefined {
  switch (token) {
    case '+Inf':
    case 'Inf':
      return Infinity;
    case '-Inf':
      return -Infinity;
    case 'NaN':
      return NaN;
    default: {
      const value = Number(token);
      return Number.isNaN(value) ? undefined : value;
    }
  }
}
