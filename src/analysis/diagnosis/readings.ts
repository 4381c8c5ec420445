// The shapes the diagnosis rules read a window through: what facts.ts builds and queues.ts fills
// in, in a file of their own so that neither imports the other for them. Types only.
import type { TelemetryRecord } from '../../model.js';
import type { DiagnosisContext, Evidence } from './thresholds.js';

/** A window's figures as the rules see them. */
export interface WindowFacts {
  cpu: { saturated: boolean; series: string; description: string; evidence: Evidence };
  database: { saturated: boolean; description: string; evidence: Evidence };
  host: {
    saturated: boolean;
    meanPercent: number;
    cores: number;
    breakdown: string;
    /** share of the busy host CPU used by app, database and k6 */
    ownShare: number;
    /** saturated mostly by processes outside the measurement */
    byOthers: boolean;
    stealMeanPercent: number;
    /** why the runner itself spoiled the window (saturated by others), if it did */
    busyElsewhere?: string;
  };
  pool: {
    bound: boolean;
    pendingShare: number;
    pendingMean: number;
    pendingMax: number;
    activeAtMaxShare: number;
    acquireMeanMs?: number;
    timeouts: number;
    logMatches: number;
    maximumPoolSize?: number;
    description: string;
    evidence: Evidence;
  };
  threads: {
    bound: boolean;
    atMaxShare: number;
    busyMean?: number;
    threadsMax?: number;
    description: string;
    evidence: Evidence;
  };
  gc: { bound: boolean; shareMean: number; description: string; evidence: Evidence };
  generator: {
    saturated: boolean;
    reasons: string[];
    /** k6 short of CPU (its own or the runner's), as opposed to short of VUs */
    cpuBound: boolean;
    cpuMean?: number;
    evidence: Evidence;
  };
}

/** A window's record and context, with the lookups every part of the analysis needs. */
export interface WindowReading {
  record: TelemetryRecord;
  context: DiagnosisContext;
  series: TelemetryRecord['series'];
  fact: (name: string) => number | undefined;
  hostCores: number;
}

/** The runner as a whole, and which measured process used most of it. */
export interface HostReading {
  host: WindowFacts['host'];
  hostMean: number;
  breakdown: string;
  largestConsumer: string | undefined;
}
