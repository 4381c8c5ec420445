import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-QSORGAAA.js";
import "./chunk-MSVRPZDM.js";
import "./chunk-DPRLOLVH.js";
import "./chunk-RQAG5WDT.js";
import "./chunk-OXY2LYIQ.js";
import "./chunk-QF3S4P6M.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-4XGXCOAW.js";
import "./chunk-FTQRZCAI.js";
import "./chunk-IW3IKU3M.js";
import "./chunk-TIT5STKT.js";
import "./chunk-UNKMNNAZ.js";
import "./chunk-LSMUDHH5.js";
import "./chunk-FFXUR5R3.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
