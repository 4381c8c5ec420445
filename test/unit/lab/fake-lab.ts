// A lab without containers: it keeps a model of the database (which snapshot's rows it holds, a
// write counter) and of the apps (booted, paused), and refuses what a real lab could not do.
import type { Side } from '../../../src/model.js';
import type { Lab } from '../../../src/lab/schedule.js';

export interface FakeLabOptions {
  /** whether a measured window writes to the database */
  windowsWrite?: boolean;
  /** whether an app writes at startup (migrations) */
  bootWrites?: boolean;
  /** false: the lab cannot read the server's counters (every planned reset runs) */
  countsWrites?: boolean;
}

export interface FakeLab extends Lab<string> {
  calls: string[];
  running: Set<Side>;
  paused: Set<Side>;
  /** the data the database holds: a snapshot name, plus "*" when written since */
  data: string;
}

export function fakeLab(options: FakeLabOptions = {}): FakeLab {
  const snapshots = new Map<string, string>();
  let writes = 0;
  const lab: FakeLab = {
    calls: [],
    running: new Set(),
    paused: new Set(),
    data: 'empty',
    loadData: (step) => {
      lab.calls.push(`load ${step.side} as ${step.snapshot}`);
      writes++;
      lab.data = `init-${step.side}`;
      snapshots.set(step.snapshot, lab.data);
      return Promise.resolve();
    },
    snapshot: (step) => {
      lab.calls.push(`snapshot ${step.snapshot}`);
      snapshots.set(step.snapshot, lab.data);
      return Promise.resolve();
    },
    restore: (step) => {
      const data = snapshots.get(step.snapshot);
      if (data === undefined) throw new Error(`restore of unknown snapshot ${step.snapshot}`);
      lab.calls.push(`reset ${step.snapshot}`);
      writes++;
      lab.data = data;
      return Promise.resolve();
    },
    databaseWrites: () => Promise.resolve(options.countsWrites === false ? undefined : writes),
    boot: (side) => {
      if (lab.running.has(side)) throw new Error(`${side} booted twice`);
      lab.calls.push(`boot ${side}`);
      lab.running.add(side);
      if (options.bootWrites) {
        writes++;
        lab.data += `+${side}-migrations`;
      }
      return Promise.resolve();
    },
    pause: (side) => {
      if (!lab.running.has(side) || lab.paused.has(side)) throw new Error(`cannot pause ${side}`);
      lab.calls.push(`pause ${side}`);
      lab.paused.add(side);
      return Promise.resolve();
    },
    resume: (side) => {
      if (!lab.paused.has(side)) throw new Error(`cannot resume ${side}`);
      lab.calls.push(`resume ${side}`);
      lab.paused.delete(side);
      return Promise.resolve();
    },
    warmUp: (step) => {
      if (!lab.running.has(step.side) || lab.paused.has(step.side)) {
        throw new Error(`warm-up of ${step.side}, which is not running`);
      }
      lab.calls.push(`warm-up ${step.side}${step.afterBoot ? ' after boot' : ''}`);
      return Promise.resolve();
    },
    measure: (step) => {
      if (!lab.running.has(step.side) || lab.paused.has(step.side)) {
        throw new Error(`measure of ${step.side}, which is not running`);
      }
      const window = `${step.scenario} ${step.side}${step.round} on ${lab.data}`;
      lab.calls.push(`measure ${step.side}${step.round}`);
      if (options.windowsWrite) {
        writes++;
        lab.data += '*';
      }
      return Promise.resolve(window);
    },
    stop: (side) => {
      if (lab.paused.has(side)) throw new Error(`stop of paused ${side}`);
      lab.calls.push(`stop ${side}`);
      lab.running.delete(side);
      return Promise.resolve();
    },
  };
  return lab;
}
