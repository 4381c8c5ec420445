import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-FS6ZD5JJ.js";
import "./chunk-3DOUKHLY.js";
import "./chunk-QGNK3O3H.js";
import "./chunk-Y4WLYCBT.js";
import "./chunk-VXSEXHWF.js";
import "./chunk-ZGMZSFT5.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-V7EKWALN.js";
import "./chunk-7KICMCBR.js";
import "./chunk-EIRQ2DZZ.js";
import "./chunk-HEEH3OJ4.js";
import "./chunk-6ZO7WU6O.js";
import "./chunk-HEWHE5JT.js";
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
