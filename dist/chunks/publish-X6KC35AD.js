import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  publishResultFile,
  register
} from "./chunk-S5FBI5ZB.js";
import "./chunk-BX4EYLPP.js";
import "./chunk-L4SECMS3.js";
import "./chunk-ZA72RRFG.js";
import "./chunk-C4MJZTGD.js";
import "./chunk-5GOIXVCI.js";
import "./chunk-O4JBU6YZ.js";
import "./chunk-2FLY74PO.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-AJYZVB32.js";
import "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";
export {
  publishResultFile,
  register
};
