import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/config/units.ts
var MS_PER_UNIT = {
  ms: 1,
  s: 1e3,
  m: 6e4,
  min: 6e4,
  h: 36e5,
  d: 864e5
};
function parseDurationMs(value) {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 ? value * 1e3 : void 0;
  if (typeof value !== "string") return void 0;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1e3;
  const pattern = /(\d+(?:\.\d+)?)\s*(ms|min|s|m|h|d)\s*/g;
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index !== consumed) return void 0;
    total += Number(match[1]) * MS_PER_UNIT[match[2]];
    consumed += match[0].length;
  }
  return consumed === text.length && consumed > 0 ? total : void 0;
}
function parseFraction(value) {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : void 0;
  if (typeof value !== "string") return void 0;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (match) return Number(match[1]) / 100;
  const bare = /^\s*(\d*\.\d+|0|1)\s*$/.exec(value);
  return bare ? Number(bare[1]) : void 0;
}
function parseMemoryMb(value) {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : void 0;
  if (typeof value !== "string") return void 0;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(value);
  if (!match) return void 0;
  const unit = (match[2] ?? "m").toLowerCase()[0];
  const factor = unit === "k" ? 1 / 1024 : unit === "g" ? 1024 : 1;
  return Number(match[1]) * factor;
}
function k6Duration(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${Math.round(ms)}ms`;
}

export {
  parseDurationMs,
  parseFraction,
  parseMemoryMb,
  k6Duration
};
