import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-X3SH4FNY.js";
import "./chunk-DYDNMTVV.js";
import "./chunk-WRUIODY4.js";
import "./chunk-TQXDHNNE.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-CG4VM4KC.js";
import "./chunk-F7OXKCVR.js";
import "./chunk-G3GCJ6VF.js";
import "./chunk-SC33KA2L.js";
import "./chunk-UVWJVK3V.js";
import "./chunk-2DT2IMDV.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-EVXV4VW3.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
