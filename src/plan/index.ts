// Target TPS from user numbers (`perf-gate plan`).
export { planTargetTps, formatNumber } from './tps.js';
export type { ActorPlan, PlanInput, PlanStep, TpsPlan } from './tps.js';
export { planInputFromFlags } from './flags.js';
export type { PlanFlags } from './flags.js';
export { renderPlan } from './render.js';
export {
  measuredTopologies,
  parseCapacityFiles,
  planInstances,
  renderInstances,
} from './capacity.js';
export type { CapacityFile, InstancesPlan, MeasuredTopology } from './capacity.js';
