// What the gate asks of its environment, as one interface: the engine (src/engine/gate.ts) is a
// scheduler over it, the real lab (real-lab.ts) carries it out with Docker, the JVM and k6, and the
// unit tests carry it out with a fake (test/support/fake-gate-lab.ts) in milliseconds. Types only.
import type { GateConfig } from '../config/schema.js';
import type {
  Finding,
  GateSettings,
  RunnerInfo,
  Side,
  SideInfo,
  SteadyWarmUpRecord,
  TelemetryRecord,
} from '../model.js';
import type { WindowMeasurement } from '../model.js';
import type { Lab } from './schedule.js';
import type { ProbeResult } from '../work/attribution.js';

/** Runs `work` as a named stage (timed in the result). */
export type StageRunner = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** A stage runner that also records which side a stage belonged to (the gate's two apps). */
export type SideStageRunner = <T>(
  name: string,
  side: Side | undefined,
  work: () => Promise<T>,
) => Promise<T>;

/** Where the app answers: the config's paths, else those its own files declare. */
export interface AppPaths {
  contextPath: string | undefined;
  managementBasePath: string;
  healthPath: string;
}

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

/** Each side's effective settings, the PR's lint findings, and the paths the PR's files declare. */
export interface SideSettings {
  report: GateSettings;
  findings: Finding[];
  contextPath: string | undefined;
  managementBasePath: string | undefined;
}

/** A side's jar, as built (or taken from a cache) and hashed. */
export interface BuiltSide {
  jar: string;
  jarSha256: string;
  buildMs: number;
  buildImage?: string;
}

/** One measured window as the lab hands it over: the figures, the server's series, the app's log. */
export interface MeasuredWindow {
  window: WindowMeasurement;
  record: TelemetryRecord;
  appLog: string;
}

/** What the gate's lab did besides windows, for the result file. */
export interface GateLabLog {
  /** milliseconds each side's app spent frozen while the other side was measured */
  pausedMs: Partial<Record<Side, number>>;
  /** each warm-up to steady state after a boot */
  warmUps: SteadyWarmUpRecord[];
  /** per scenario, each side's per-endpoint work probe */
  probes: Map<string, ProbeResult[]>;
}

/** What the rounds of a gate need, once the jars are built and the database runs. */
export interface RoundsOptions {
  config: GateConfig;
  jars: Map<Side, string>;
  initScripts: Map<Side, string[]>;
  initAfterBoot: Map<Side, string[]>;
  appImages: Map<Side, string>;
  /** run each scenario's per-endpoint work probe on a side's app before it stops */
  probe: boolean;
  paths: AppPaths;
  stage: SideStageRunner;
  sideInfo: (side: Side) => SideInfo;
}

/** The gate's environment: every step that touches the machine, one method each. */
export interface GateLab {
  /** the machine the numbers come from */
  runner(): RunnerInfo;
  /** the engine and the load generator checked, every scenario's script checked (stages docker, k6) */
  checkTools(
    config: GateConfig,
    stage: StageRunner,
  ): Promise<{ dockerVersion: string; k6Version: string }>;
  /** each side's effective Spring settings, read from its own files before anything is built */
  inspect(config: GateConfig, sides: readonly SideSource[]): Promise<SideSettings>;
  build(config: GateConfig, source: SideSource): Promise<BuiltSide>;
  /** the identity of a set of init scripts' data (equal scripts share one snapshot) */
  dataKey(scripts: readonly string[]): Promise<string>;
  startDatabase(
    config: GateConfig,
    o: { initScripts: string[]; performanceSchema: boolean },
  ): Promise<void>;
  /** the lab the plan's steps run against (src/lab/schedule.ts), over the started database */
  rounds(o: RoundsOptions): Lab<MeasuredWindow> & { log: GateLabLog };
  /** how many resources (containers, processes, folders) the lab holds */
  held(): number;
  /** releases everything the lab started; safe to call more than once */
  release(): Promise<void>;
}
