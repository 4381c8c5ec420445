import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-JM6S2P6E.js";
import "./chunk-NEFGW4I6.js";
import "./chunk-SQZSA62C.js";
import "./chunk-FJKDXMJT.js";
import "./chunk-VDKPYALM.js";
import "./chunk-BYBFERZI.js";
import "./chunk-F47NFQSW.js";
import "./chunk-M76CBJFC.js";
import "./chunk-VOYUB54R.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-44WLKYTP.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
