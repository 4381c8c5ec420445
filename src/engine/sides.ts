// Each side's effective Spring settings, read from its own checkout before anything is built.
import type { GateConfig } from '../config/schema.js';
import type { Finding, GateSettings } from '../model.js';
import { diffSettings, inspectAppDetail } from '../spring/index.js';
import type { SideSource } from './gate.js';

export interface SideSettings {
  report: GateSettings;
  findings: Finding[];
  contextPath: string | undefined;
  managementBasePath: string | undefined;
}

/**
 * Each side's effective Tomcat/Hikari/JVM settings as its own files declare them, the PR's lint
 * findings (warnings unless gate.fail-on-findings), and the diff base → PR for the report.
 */
export async function inspectSides(config: GateConfig, sides: SideSource[]): Promise<SideSettings> {
  const out: SideSettings = {
    report: {},
    findings: [],
    contextPath: undefined,
    managementBasePath: undefined,
  };
  for (const source of sides) {
    const detail = await inspectAppDetail(source.directory, {
      profiles: config.app.profiles,
      env: config.app.env,
      jvmOptions: config.app.jvmOptions.join(' '),
      resources: { cpus: config.app.resources.cpus, memoryMb: config.app.resources.memoryMb },
    });
    out.report[source.side] = detail.settings;
    if (source.side === 'pr') {
      out.findings.push(...detail.settings.findings.map((f) => ({ ...f, side: 'pr' as const })));
      const contextPath = detail.properties['server.servlet.context-path']?.value;
      if (contextPath && contextPath !== '/') out.contextPath = contextPath;
      const basePath = detail.properties['management.endpoints.web.base-path']?.value;
      if (basePath) out.managementBasePath = basePath.startsWith('/') ? basePath : `/${basePath}`;
    }
  }
  if (out.report.base && out.report.pr)
    out.report.diff = diffSettings(out.report.base, out.report.pr);
  return out;
}
