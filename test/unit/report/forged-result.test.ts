// A forged result file, as a pull request's job could upload it for `perf-gate publish`: every
// string of a realistic result (and the names it uses as keys: endpoints, telemetry series and
// facts, setting sources, evidence) is replaced, one field at a time, by markdown and HTML that
// would add a heading, an image, a link, a mention, a reference or a list, or close a code fence
// or a <details>. Either the schema refuses the file, or the comment, parsed the way GitHub parses
// it (GFM), and the HTML report have the same structure as with a plain word in that field: no
// element, link, mention or reference comes from the payload. Then every accepted field at once.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { parseResultFile } from '../../../src/analysis/results.js';
import { renderHtml, renderReport } from '../../../src/engine/report-file.js';
import { ConfigError } from '../../../src/errors.js';
import type { GateResult } from '../../../src/model.js';
import { fullResult } from './full.js';
import { sequentialShift } from './sequential-shift.js';

const PAYLOAD =
  '\n# H1\n<h1>x</h1><img src=x onerror=alert(1)>[l](https://evil.example) ' +
  '![i](https://evil.example/i.png) @octocat #1 ```\n```\n</details>\n~~~\n- item';
/** The same without line breaks: what a name may hold. */
const ONE_LINE_PAYLOAD = PAYLOAD.replaceAll('\n', ' ').trim();
const NEUTRAL = 'neutral';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;
/**
 * One field: a string value, or the keys of records whose keys are names (each key gets its own
 * copy of the text, numbered, so that the names stay distinct).
 */
interface Site {
  kind: 'value' | 'key';
  paths: Path[];
}

// Records whose keys are names the reports print or look up.
const NAMED_KEYS = /\.(endpoints|series|facts|sources|evidence|statusCodes)$/;

/**
 * Every string field and every set of record keys of `value`, grouped by path with array indices
 * (and the keys of those records) as `*`.
 */
function sites(value: Json): Map<string, Site> {
  const found = new Map<string, Site>();
  const add = (label: string, kind: Site['kind'], path: Path) => {
    const site = found.get(label) ?? { kind, paths: [] };
    site.paths.push(path);
    found.set(label, site);
  };
  const walk = (node: Json, path: Path, label: string) => {
    if (typeof node === 'string') add(label, 'value', path);
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index], `${label}[*]`));
      return;
    }
    const named = NAMED_KEYS.test(label);
    for (const [key, item] of Object.entries(node)) {
      if (named) add(`${label} keys`, 'key', [...path, key]);
      walk(item, [...path, key], named ? `${label}.*` : `${label}.${key}`);
    }
  };
  walk(value, [], '');
  return found;
}

/** A copy of `base` with `text` at every path of each site (as the value, or as the key). */
function planted(base: Json, forged: ReadonlyArray<{ site: Site; text: string }>): Json {
  const copy = structuredClone(base);
  for (const { site, text } of forged) {
    const keys = [...new Set(site.paths.map((path) => path.at(-1)))];
    for (const path of site.paths) {
      const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as never)[key], copy) as {
        [key: string]: Json;
      };
      const last = path.at(-1)!;
      if (site.kind === 'value') {
        parent[last] = text;
      } else {
        const item = parent[last]!;
        delete parent[last];
        parent[`${text} ${keys.indexOf(last) + 1}`] = item;
      }
    }
  }
  return copy;
}

// Made once: micromark takes half as long with the same extension objects.
const GFM = { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] };

/** The comment as GitHub would turn it into HTML. */
function commentHtml(markdown: string): string {
  return micromark(markdown, GFM);
}

/** The markdown split at blank lines outside fenced code blocks (CommonMark's fence rules). */
function blocks(markdown: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let fence: { char: string; length: number } | undefined;
  for (const line of markdown.split('\n')) {
    const [, run = '', rest = ''] = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line) ?? [];
    const char = run.charAt(0);
    if (fence) {
      if (char === fence.char && run.length >= fence.length && !rest.trim()) fence = undefined;
    } else if (run && !(char === '`' && rest.includes('`'))) {
      fence = { char, length: run.length };
    } else if (line === '') {
      out.push(current.join('\n'));
      current = [];
      continue;
    }
    current.push(line);
  }
  return [...out, current.join('\n')];
}

const blockCache = new Map<string, Record<string, number>>();

/**
 * The comment's structure, summed over its blocks (the renderer separates them by blank lines),
 * each turned into HTML once: a forged field changes a few blocks, and micromark is the slow part.
 * A payload that escaped its block would add a tag to it; the whole document is checked as well.
 */
function commentStructure(markdown: string): Record<string, number> {
  const total: Record<string, number> = {};
  for (const block of blocks(markdown)) {
    let counts = blockCache.get(block);
    if (!counts) {
      counts = structure(commentHtml(block), true);
      blockCache.set(block, counts);
    }
    for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

// The elements a payload could add: headings, paragraphs, links, images, code, tables, lists,
// sections, quotes, rules, strikethrough, scripts, charts.
const TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'img', 'pre', 'code', 'table', 'tr', 'li'],
  ...['details', 'summary', 'blockquote', 'hr', 'del', 'script', 'svg', 'sub', 'iframe'],
];

/**
 * How many of each tag (opening and closing) a document has and how many links point at the
 * payload's site; for the comment also the mentions and references GitHub would make.
 */
function structure(html: string, comment: boolean): Record<string, number> {
  const counts: Record<string, number> = {
    mermaid: html.split('class="language-mermaid"').length - 1,
    // a link or an image off the page (an anchor within it, "#scenario-…", may spell anything)
    link: html.match(/(href|src)="[^"#][^"]*evil/g)?.length ?? 0,
  };
  if (comment) {
    // GitHub neither mentions, links nor references inside code.
    const outsideCode = html.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
    counts['mention'] = outsideCode.split('@octocat').length - 1;
    counts['reference'] = outsideCode.match(/#\d/g)?.length ?? 0;
  }
  for (const tag of TAGS) counts[`<${tag}>`] = counts[`</${tag}>`] = 0;
  for (const [, closing, tag] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[\s>]/g)) {
    const key = `<${closing}${tag}>`;
    if (key in counts) counts[key]! += 1;
  }
  return counts;
}

/** What differs between two structures, as "tag: neutral → forged". */
function differences(neutral: Record<string, number>, forged: Record<string, number>): string[] {
  return Object.keys(neutral)
    .filter((key) => neutral[key] !== forged[key])
    .map((key) => `${key}: ${neutral[key]} → ${forged[key]}`);
}

/** The file as publish reads it; undefined when the schema refuses it. */
function parsed(file: Json): GateResult | undefined {
  try {
    return parseResultFile(JSON.stringify(file), 'forged.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return undefined;
  }
}

interface Outcome {
  refused: string[];
  rendered: string[];
  /** what a payload changed in a rendered report: empty when every field is inert */
  problems: string[];
}

/**
 * Plants the payload in every field of `base`, one field at a time, and checks each. A field the
 * schema refuses with line breaks gets the one-line payload (names); free text gets the payload
 * with line breaks, which holds all the one-line payload does. Then every accepted field at once,
 * the whole comment through micromark.
 */
function forgeEveryField(base: Json): Outcome {
  const outcome: Outcome = { refused: [], rendered: [], problems: [] };
  const original = parsed(base)!;
  const originalComment = commentStructure(renderReport(original));
  const originalHtml = structure(renderHtml(original), false);
  const accepted: Array<{ site: Site; payload: string }> = [];
  for (const [label, site] of sites(base)) {
    const lines = parsed(planted(base, [{ site, text: PAYLOAD }]));
    if (!lines) outcome.refused.push(`${label} (lines)`);
    const payload = lines ? PAYLOAD : ONE_LINE_PAYLOAD;
    const result = lines ?? parsed(planted(base, [{ site, text: payload }]));
    const name = `${label} (${lines ? 'lines' : 'one line'})`;
    if (!result) {
      outcome.refused.push(name);
      continue;
    }
    outcome.rendered.push(name);
    // The series and facts are looked up by their names: renamed all at once, no chart is left.
    if (!/\.(series|facts) keys$/.test(label)) accepted.push({ site, payload });
    const comment = commentStructure(renderReport(result));
    const html = structure(renderHtml(result), false);
    // Compared with the file as it was; where that differs, with a plain word in the field (a
    // name other fields refer to, such as a scenario's or a series', changes what is shown).
    let plain: GateResult | undefined;
    const neutral = () => {
      plain ??= parsed(planted(base, [{ site, text: NEUTRAL }]));
      expect(plain, `${label}: a plain word is refused`).toBeDefined();
      return plain!;
    };
    const expectedComment = differences(originalComment, comment).length
      ? commentStructure(renderReport(neutral()))
      : originalComment;
    const expectedHtml = differences(originalHtml, html).length
      ? structure(renderHtml(neutral()), false)
      : originalHtml;
    const changed = [
      ...differences(expectedComment, comment).map((d) => `comment ${d}`),
      ...differences(expectedHtml, html).map((d) => `HTML ${d}`),
    ];
    if (changed.length > 0) outcome.problems.push(`${name}: ${changed.join(', ')}`);
  }
  // Every accepted field at once, the comment untrimmed and parsed as one document: a name other
  // fields refer to (a scenario's in the telemetry) shows only when they are forged together.
  const everywhere = (text: (payload: string) => string) =>
    parsed(
      planted(
        base,
        accepted.map(({ site, payload }) => ({ site, text: text(payload) })),
      ),
    );
  const forged = everywhere((payload) => payload);
  const plain = everywhere(() => NEUTRAL);
  expect(forged, 'every field forged at once').toBeDefined();
  const whole = (result: GateResult) =>
    structure(commentHtml(renderReport(result, { maxChars: Number.POSITIVE_INFINITY })), true);
  const changed = differences(whole(plain!), whole(forged!));
  if (changed.length > 0) outcome.problems.push(`every field at once: ${changed.join(', ')}`);
  return outcome;
}

/**
 * The full fixture as the gate would write it, with a scenario stopped by sequential looks (its
 * latency shifts), the script's own k6 scenarios, and an error record (an interrupted run).
 */
function realistic(): Json {
  const result = fullResult();
  for (const window of result.scenarios.flatMap((scenario) => scenario.windows)) {
    // The fixture's note holds markup (the golden files pin how it renders); the schema refuses
    // that in a file, so the note here is one the gate writes.
    if (window.endpointNote) {
      window.endpointNote =
        '2 endpoint(s) were grouped from URLs without a `name` tag (method + path, ids read as {id}); tag the requests with `name` to choose the groups yourself.';
    }
  }
  result.scenarios[0]!.windows[0]!.mix = [
    { scenario: 'browse', exec: 'browse', share: 0.75 },
    { scenario: 'buy', exec: 'checkout', share: 0.25 },
  ];
  const looked = sequentialShift();
  const search = looked.scenarios.find((scenario) => scenario.name === 'search')!;
  result.scenarios.push(search);
  result.rules.push(...search.rules);
  result.protocol = { ...result.protocol!, sequential: looked.protocol!.sequential! };
  result.error = {
    kind: 'environment',
    stage: 'measure',
    message: 'Interrupted by SIGTERM; containers and processes were removed.',
    fix: 'Re-run the gate; on CI, raise the job timeout if it was cancelled for time.',
  };
  return JSON.parse(JSON.stringify(result)) as Json;
}

describe('a forged result file', () => {
  it('parses as the gate wrote it', () => {
    expect(parsed(realistic())).toBeDefined();
  });

  // About 2 s on an idle runner; the timeout leaves room for a busy one.
  it('is refused or rendered inert, whatever field holds markup', { timeout: 30_000 }, () => {
    const outcome = forgeEveryField(realistic());
    expect(outcome.problems).toEqual([]);
    // Names, enums and the gate's notes are refused; free text reaches the renderers.
    expect(outcome.refused).toEqual(
      expect.arrayContaining([
        '.scenarios[*].name (lines)',
        '.scenarios[*].verdict (one line)',
        '.scenarios[*].windows[*].endpointNote (one line)',
        '.telemetry.records[*].series keys (lines)',
      ]),
    );
    expect(outcome.rendered).toEqual(
      expect.arrayContaining([
        '.scenarios[*].name (one line)',
        '.scenarios[*].windows[*].endpoints keys (one line)',
        '.telemetry.records[*].series keys (one line)',
        '.scenarios[*].shifts[*].endpoint (one line)',
        '.protocol.sequential.looks[*].reason (lines)',
        '.findings[*].message (lines)',
        '.error.message (lines)',
      ]),
    );
    expect(outcome.rendered.length).toBeGreaterThan(60);
  });
});
