// One line on how the windows were sequenced: enough for a reader to judge the balance of the run
// and to replay its order (the seed).
import type { GateProtocol } from '../model.js';
import { formatSeconds } from '../format/numbers.js';
import { escapeInline } from './table.js';

/** "Order: alternate, seed 42 · boot order: pr, base · …", or undefined without a protocol. */
export function protocolLine(protocol: GateProtocol | undefined): string | undefined {
  if (!protocol) return undefined;
  const parts = [`order: ${protocol.order}, seed ${protocol.seed}`];
  if (protocol.bootOrder.length > 1) parts.push(`boot order: ${protocol.bootOrder.join(', ')}`);
  for (const warmUp of protocol.warmUps ?? []) {
    const took = formatSeconds(warmUp.durationMs / 1000);
    parts.push(
      warmUp.steady
        ? `${warmUp.side} steady after ${took} of warm-up`
        : warmUp.latencySettled === true
          ? `${warmUp.side} latency settled, JIT still compiling after ${took} of warm-up (budget)`
          : `${warmUp.side} not steady after ${took} of warm-up (budget)`,
    );
  }
  if (protocol.pausedMs && Object.keys(protocol.pausedMs).length > 0) {
    parts.push('idle app frozen during the other side’s windows');
  }
  const planned = protocol.resets + protocol.resetsSkipped;
  if (planned > 0) {
    parts.push(`database resets: ${protocol.resets} of ${planned} (the rest: nothing had written)`);
  }
  return `<sub>${escapeInline(parts.join(' · '))}</sub>`;
}
