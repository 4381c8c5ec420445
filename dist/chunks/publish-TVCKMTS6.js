import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  publishResultFile,
  register
} from "./chunk-WWBMRU6V.js";
import "./chunk-4567ES7D.js";
import "./chunk-PSZCSVT4.js";
import "./chunk-LNNFVCPN.js";
import "./chunk-O42FI4X7.js";
import "./chunk-OQLSP43W.js";
import "./chunk-ORGC4WOC.js";
import "./chunk-VBCOHBP5.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-AJYZVB32.js";
import "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";
export {
  publishResultFile,
  register
};
