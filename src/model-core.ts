// The model's leaf types: the few that parts of the model defined elsewhere (the Spring settings'
// findings) need too. They import nothing, so model.ts can import those parts without a cycle.
// Everything else imports them from model.ts.

export type Level = 'error' | 'warning' | 'notice';

export type Side = 'pr' | 'base';

/** A diagnostic or lint observation with its evidence. */
export interface Finding {
  rule: string;
  level: Level;
  message: string;
  /** config keys, metric names or series that support it */
  keys?: string[];
  scenario?: string;
  side?: Side;
  evidence?: Record<string, number | string>;
}
