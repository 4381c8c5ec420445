// Each side's effective Spring settings, read from its own checkout before anything is built.
import type { GateConfig } from '../config/schema.js';
import { diffSettings } from '../spring/index.js';
import type { SideSettings, SideSource } from './gate-port.js';
import { inspectSide } from './prepare.js';

/**
 * Each side's effective Tomcat/Hikari/JVM settings as its own files declare them, the PR's lint
 * findings (warnings unless gate.fail-on-findings), and the diff base → PR for the report.
 */
export async function inspectSides(
  config: GateConfig,
  sides: readonly SideSource[],
): Promise<SideSettings> {
  const out: SideSettings = {
    report: {},
    findings: [],
    contextPath: undefined,
    managementBasePath: undefined,
  };
  for (const source of sides) {
    const detail = await inspectSide(config, source.directory, `the ${source.side} side`);
    out.report[source.side] = detail.settings;
    if (source.side === 'pr') {
      out.findings.push(...detail.settings.findings.map((f) => ({ ...f, side: 'pr' as const })));
      out.contextPath = detail.contextPath;
      out.managementBasePath = detail.managementBasePath;
    }
  }
  if (out.report.base && out.report.pr)
    out.report.diff = diffSettings(out.report.base, out.report.pr);
  return out;
}
