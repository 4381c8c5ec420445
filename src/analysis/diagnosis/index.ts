// The bottleneck diagnosis: which resource limited a measured window, and what differs between
// base and PR, from the telemetry the gate sampled. Pure; the sampling is in src/telemetry/.
export { BOTTLENECK_RULES, THRESHOLDS, type DiagnosisContext } from './thresholds.js';
export { diagnoseWindow, generatorSaturation } from './window.js';
export { poolLogEvidence } from './errors.js';
export { compareSides, cpuPerRequestMs, diagnoseScenario } from './sides.js';
