// Text a pull request controls (scenario names, endpoint tags, YAML keys, log lines, error
// messages) is planted with markdown and HTML that would mention, link, embed, add headings or
// tables; the comment, parsed the way GitHub parses it (GFM), must show it inert.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import type { GateResult } from '../../../src/model.js';
import { renderReport } from '../../../src/engine/report-file.js';
import { codeBlock, codeSpan, escapeInline } from '../../../src/report/table.js';
import { makeWindow, requestMetrics } from '../analysis/windows.js';
import { effectiveSettings, errorResult, gateResult, scenario } from './results.js';

const PAYLOAD = [
  'x',
  '# Injected heading',
  'Injected setext',
  '===',
  '@octocat see #123 and owner/repo#45',
  '[click](https://evil.example/a) ![img](https://evil.example/i.png) <img src=https://evil.example/h.png>',
  'www.evil.example https://evil.example/bare',
  '| a | b |',
  '| - | - |',
  '- item',
  '1. item',
  '~~~',
  '```',
  '<script>alert(1)</script>',
].join('\n');

/** The comment as GitHub would turn it into HTML. */
function html(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
}

function expectInert(rendered: string): void {
  // GitHub neither mentions, links nor references inside code.
  const outsideCode = rendered.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
  expect(rendered).not.toMatch(/(href|src)="[^"]*evil/);
  expect(rendered).not.toMatch(/<h\d>Injected/);
  expect(rendered).not.toContain('<del>');
  expect(rendered).not.toMatch(/<th>\s*a\s*<\/th>/);
  expect(rendered).not.toMatch(/<li>item/);
  expect(rendered).not.toContain('<script');
  expect(rendered).not.toContain('<img');
  // GitHub's mention and reference filters need these exact character sequences.
  expect(outsideCode).not.toContain('@octocat');
  expect(outsideCode).not.toMatch(/#\d/);
}

function hostileResult(): GateResult {
  const windows = [
    makeWindow({
      scenario: PAYLOAD,
      endpoints: { [PAYLOAD]: requestMetrics({ p95: 900 }), 'GET /ok': requestMetrics({ p95: 5 }) },
    }),
  ];
  return gateResult(
    [
      scenario(PAYLOAD, windows, {
        budget: { endpoints: { [PAYLOAD]: { p95Ms: 500 } } },
        script: PAYLOAD,
        findings: [
          { rule: PAYLOAD, level: 'warning', message: PAYLOAD, keys: [PAYLOAD], scenario: PAYLOAD },
        ],
      }),
    ],
    {
      settings: {
        pr: effectiveSettings({
          threadsMax: 200,
          maximumPoolSize: 10,
          prefix: PAYLOAD,
          sources: { 'jvm.gc': PAYLOAD },
        }),
        diff: [{ key: PAYLOAD, before: PAYLOAD, after: PAYLOAD, source: PAYLOAD }],
      },
    },
  );
}

describe('untrusted text in the comment', () => {
  it('renders inert everywhere a measured result puts it', () => {
    const markdown = renderReport(hostileResult());
    expect(markdown).toContain('Injected heading');
    expectInert(html(markdown));
  });

  it('renders an error message and its log tail verbatim in a code block', () => {
    const result = errorResult();
    result.error = { kind: 'environment', stage: PAYLOAD, message: PAYLOAD, fix: PAYLOAD };
    const rendered = html(renderReport(result));
    expectInert(rendered);
    expect(rendered).toContain('<pre><code class="language-text">x\n# Injected heading');
  });

  it('keeps code spans and blocks closed whatever backticks the text holds', () => {
    expect(codeSpan('a`b``c')).toBe('```a`b``c```');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeBlock('````\nnot a fence end')).toBe('`````text\n````\nnot a fence end\n`````');
    expect(html(codeBlock('a\n```\n# b'))).not.toContain('<h1>');
  });

  it('escapes without changing what a reader sees', () => {
    const text = '@octocat #1 [x](y) a|b https://h www.w <b>';
    const visible = html(escapeInline(text))
      .replace(/<\/?p>/g, '')
      .replaceAll('\u200b', '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .trim();
    expect(visible).toBe(text);
  });
});
