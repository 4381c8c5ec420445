// A confidence level printed with the digits it has: an early sequential look asks for 99.97 %,
// which a whole-percent rounding printed as "100% interval".
import { expect, it } from 'vitest';
import { formatConfidence } from '../../../src/format/numbers.js';

it('keeps two significant digits of the tail, and whole percents whole', () => {
  expect(formatConfidence(0.9)).toBe('90%');
  expect(formatConfidence(0.95)).toBe('95%');
  expect(formatConfidence(0.925)).toBe('92.5%');
  expect(formatConfidence(0.999)).toBe('99.9%');
  expect(formatConfidence(0.99973)).toBe('99.973%');
  expect(formatConfidence(0.9997)).toBe('99.97%');
  expect(formatConfidence(0.9999999)).toBe('99.99999%');
  expect(formatConfidence(0.99999999999)).toBe('99.999999%');
  expect(formatConfidence(1)).toBe('100%');
});
