// What each app instance did during a window (app.instances above 1), from the telemetry sampled on
// it alone, and the same over a side's windows for the reports. Pure.
import type { InstanceWindow, TelemetryRecord, WindowMeasurement } from '../model.js';

const round1 = (value: number): number => Math.round(value * 10) / 10;

function mean(values: readonly number[]): number | undefined {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? undefined : finite.reduce((a, b) => a + b, 0) / finite.length;
}

function peak(values: readonly number[]): number | undefined {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? undefined : Math.max(...finite);
}

/** One instance's figures from its own telemetry record. */
export function instanceWindow(
  label: string,
  containerId: string,
  record: Pick<TelemetryRecord, 'series'>,
): InstanceWindow {
  const of = (name: string): number[] => record.series[name]?.values ?? [];
  const figures: Array<[keyof InstanceWindow, number | undefined]> = [
    ['requestsPerSec', mean(of('app.rate'))],
    ['cpuPercent', mean(of('container.app.cpu'))],
    ['busyThreadsPeak', peak(of('tomcat.busy'))],
    ['hikariActivePeak', peak(of('hikari.active'))],
    ['hikariPendingPeak', peak(of('hikari.pending'))],
    ['heapUsedMbPeak', peak(of('jvm.heapUsedMb'))],
    ['serverErrorsPerSec', mean(of('app.5xxRate'))],
  ];
  const instance: InstanceWindow = { label, container: containerId.slice(0, 12) };
  for (const [key, value] of figures)
    if (value !== undefined) (instance as unknown as Record<string, number>)[key] = round1(value);
  return instance;
}

/** A side's instances over its windows: means of the means, peaks of the peaks, by label. */
export function instancesOverWindows(
  windows: readonly Pick<WindowMeasurement, 'instances'>[],
): InstanceWindow[] {
  const byLabel = new Map<string, InstanceWindow[]>();
  for (const window of windows)
    for (const instance of window.instances ?? [])
      byLabel.set(instance.label, [...(byLabel.get(instance.label) ?? []), instance]);
  return [...byLabel.entries()].map(([label, seen]) => {
    const all = (key: keyof InstanceWindow): number[] =>
      seen.map((one) => one[key]).filter((value): value is number => typeof value === 'number');
    const merged: InstanceWindow = { label, container: seen[0]!.container };
    const set = (key: keyof InstanceWindow, value: number | undefined): void => {
      if (value !== undefined) (merged as unknown as Record<string, number>)[key] = round1(value);
    };
    set('requestsPerSec', mean(all('requestsPerSec')));
    set('cpuPercent', mean(all('cpuPercent')));
    set('busyThreadsPeak', peak(all('busyThreadsPeak')));
    set('hikariActivePeak', peak(all('hikariActivePeak')));
    set('hikariPendingPeak', peak(all('hikariPendingPeak')));
    set('heapUsedMbPeak', peak(all('heapUsedMbPeak')));
    set('serverErrorsPerSec', mean(all('serverErrorsPerSec')));
    return merged;
  });
}
