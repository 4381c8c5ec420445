/** The pids below `root`, children before their own children. */
export function descendants(root: number): number[];
/** Sends `signal` to every process below `root` (those that ended meanwhile are skipped). */
export function killDescendants(root: number, signal: NodeJS.Signals): void;
/** Stops the tree below `root` bottom up: its children last, once the rest ended (≤ graceMs). */
export function stopTree(root: number, signal: NodeJS.Signals, graceMs?: number): Promise<void>;
