import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-GYO3VGOW.js";
import "./chunk-PWWUPK6Z.js";
import "./chunk-R3FOBZKG.js";
import "./chunk-WDUDJ4XA.js";
import "./chunk-QWQIVMTW.js";
import "./chunk-K5SFRZ7U.js";
import "./chunk-J4XENUSI.js";
import "./chunk-GINRVMNG.js";
import "./chunk-HX25DVCM.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-POAKYTV7.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
