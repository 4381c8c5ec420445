import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-EA27TQRL.js";
import "./chunk-JS4JGNSG.js";
import "./chunk-DGZFS7UB.js";
import "./chunk-YAW3W56U.js";
import "./chunk-IR6II3AA.js";
import "./chunk-PRUQNY2E.js";
import "./chunk-22QTQAWK.js";
import "./chunk-3CUTCS2M.js";
import "./chunk-OUD2Q4XD.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-YWOYGVTO.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
