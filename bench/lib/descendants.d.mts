/** The pids below `root`, children before their own children. */
export function descendants(root: number): number[];
/** A process that still runs (a zombie waiting to be reaped does not). */
export function alive(pid: number): boolean;
/** Stops the tree below `root` bottom up: its children last, once the rest ended (≤ graceMs). */
export function stopTree(root: number, signal: NodeJS.Signals, graceMs?: number): Promise<void>;
