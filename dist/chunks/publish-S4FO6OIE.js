import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-X3D2W4CZ.js";
import "./chunk-2QHQWAJF.js";
import "./chunk-ZJMJBUNM.js";
import "./chunk-I5IVQNHE.js";
import "./chunk-5HJO7CEV.js";
import "./chunk-XNKIJP4N.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3N7CUKD7.js";
import "./chunk-EMOT5KO6.js";
import "./chunk-W7P2QU4U.js";
import "./chunk-XQ6GV2MN.js";
import "./chunk-2NX3A7JM.js";
import "./chunk-5CTOWVIP.js";
import "./chunk-IYR24WD3.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-YRP5FXHE.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
