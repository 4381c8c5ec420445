import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-35QCIQ25.js";
import "./chunk-YZ43ESGW.js";
import "./chunk-GFFRWVML.js";
import "./chunk-D55WS4PA.js";
import "./chunk-ZWPTAZDS.js";
import "./chunk-DS2IWWVX.js";
import "./chunk-F47NFQSW.js";
import "./chunk-E3UYM3N5.js";
import "./chunk-GHVAQVIV.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-44WLKYTP.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
