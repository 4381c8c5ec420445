import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-CX3QVPF7.js";
import "./chunk-QNJRVUW3.js";
import "./chunk-62BYJZHX.js";
import "./chunk-37CHEB6A.js";
import "./chunk-4ENTSJBC.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-V7EKWALN.js";
import "./chunk-V4KN5QND.js";
import "./chunk-HEEH3OJ4.js";
import "./chunk-6ZO7WU6O.js";
import "./chunk-S2UJT3Y3.js";
import "./chunk-XFDCSI7D.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
