import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-HKNI3AWA.js";
import "./chunk-LJ55LOQZ.js";
import "./chunk-RMGSXSIQ.js";
import "./chunk-7HKFDJL2.js";
import "./chunk-L6Q435BN.js";
import "./chunk-2DOMVS2M.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-A5ML73P5.js";
import "./chunk-437NTUPG.js";
import "./chunk-QRNZDXGW.js";
import "./chunk-HEEH3OJ4.js";
import "./chunk-MNYLQ4BE.js";
import "./chunk-NQRC3INO.js";
import "./chunk-WA5OQOE4.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
