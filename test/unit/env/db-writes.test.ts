import { describe, expect, it } from 'vitest';
import { countWrites } from '../../../src/env/db-writes.js';

describe('database write counters', () => {
  it('sums the statement counters that change data and ignores reads', () => {
    const rows = [
      { Variable_name: 'Com_select', Value: '90210' },
      { Variable_name: 'Com_insert', Value: '3' },
      { Variable_name: 'Com_insert_select', Value: '12' },
      { Variable_name: 'Com_update', Value: '1' },
      { Variable_name: 'Com_delete', Value: '0' },
      { Variable_name: 'Com_create_table', Value: '4' },
      { Variable_name: 'Com_show_status', Value: '8' },
      { Variable_name: 'Com_set_option', Value: '40' },
    ];
    expect(countWrites(rows)).toBe(20);
  });

  it('moves when a single update runs, however many selects ran', () => {
    const before = [{ Variable_name: 'Com_update', Value: '7' }];
    const after = [{ Variable_name: 'Com_update', Value: '8' }];
    expect(countWrites(after)).toBeGreaterThan(countWrites(before));
  });
});
