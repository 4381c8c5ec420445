import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  publishResultFile,
  register
} from "./chunk-FGSTEFYA.js";
import "./chunk-E3JLNW5U.js";
import "./chunk-WRGT6BBV.js";
import "./chunk-Q6KCWTP2.js";
import "./chunk-UDY6YK73.js";
import "./chunk-UB77HXDP.js";
import "./chunk-LBDOIHEK.js";
import "./chunk-AHXHI7ZD.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-AJYZVB32.js";
import "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";
export {
  publishResultFile,
  register
};
