// CPU of the load generator and of the host, read from /proc: a file read costs microseconds, so
// sampling it every second does not disturb the measurement. Linux only; elsewhere the readers
// return undefined and the record carries a note.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** utime + stime of a /proc/<pid>/stat line, in clock ticks. */
export function parseProcessStatTicks(stat: string): number | undefined {
  // The command name (field 2) is in parentheses and may contain spaces: split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : undefined;
}

/** Host CPU ticks from /proc/stat; steal (time the hypervisor gave to other machines) counts as busy. */
export interface HostTicks {
  busyTicks: number;
  totalTicks: number;
  stealTicks: number;
}

/** Busy, steal and total ticks of the aggregate "cpu" line of /proc/stat (iowait counts as idle). */
export function parseHostStat(stat: string): HostTicks | undefined {
  const line = stat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (values.length < 4 || values.some((value) => !Number.isFinite(value))) return undefined;
  const totalTicks = values.reduce((sum, value) => sum + value, 0);
  const idleTicks = (values[3] ?? 0) + (values[4] ?? 0);
  return { busyTicks: totalTicks - idleTicks, totalTicks, stealTicks: values[7] ?? 0 };
}

let clockTicksPerSecond: Promise<number> | undefined;

/** USER_HZ (almost always 100), asked once from getconf. */
export function clockTicks(): Promise<number> {
  clockTicksPerSecond ??= promisify(execFile)('getconf', ['CLK_TCK'])
    .then(({ stdout }) => Number(stdout.trim()) || 100)
    .catch(() => 100);
  return clockTicksPerSecond;
}

/** CPU seconds a process has used so far, or undefined when /proc/<pid>/stat is unreadable. */
export async function readProcessCpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const ticks = parseProcessStatTicks(await readFile(`/proc/${pid}/stat`, 'utf8'));
    return ticks === undefined ? undefined : ticks / (await clockTicks());
  } catch {
    return undefined;
  }
}

/** Host CPU counters, or undefined when /proc/stat is unreadable (not Linux). */
export async function readHostCpu(): Promise<HostTicks | undefined> {
  try {
    return parseHostStat(await readFile('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
