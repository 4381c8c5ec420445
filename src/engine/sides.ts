// Each side's effective Spring settings, read from its own checkout before anything is built.
import type { GateConfig } from '../config/schema.js';
import type { Finding, GateSettings, Side } from '../model.js';
import { diffSettings } from '../spring/index.js';
import { inspectSide } from '../lab/prepare.js';

/** One side's code: the PR checkout, or the base checkout in a comparison. */
export interface SideSource {
  side: Side;
  directory: string;
  ref?: string;
  sha?: string;
  /** a jar built earlier (cache): skip the build */
  jar?: string;
  /** how this side is built, when not by config.app (the base: by the base's own file) */
  build?: { command: string | null | undefined; jar: string | undefined };
  /** the JRE image this side boots in, when not config.app.image (the base: its own file's) */
  appImage?: string;
  /** called with the freshly built jar (to cache it before the checkout goes away) */
  onBuilt?: (jar: string) => string;
  /** this side's own init SQL (the base checkout's copy of the schema), default config.database.init */
  initScripts?: string[];
  /** this side's own after-boot SQL, default config.database.initAfterBoot */
  initAfterBootScripts?: string[];
}

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
    const detail = await inspectSide(config, source.directory);
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
