import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  publishResultFile,
  register
} from "./chunk-FH3TLWEO.js";
import "./chunk-LGDE2YWF.js";
import "./chunk-PSZCSVT4.js";
import "./chunk-PQAZA6UT.js";
import "./chunk-VG5VSRZ5.js";
import "./chunk-2FV5XZVF.js";
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
