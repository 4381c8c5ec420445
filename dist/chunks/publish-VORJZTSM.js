import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-JKQUNQFO.js";
import "./chunk-WSJ3UGPX.js";
import "./chunk-FQ4FCAVF.js";
import "./chunk-FGW77WQY.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-ENWLS7Y3.js";
import "./chunk-NZPF6DQW.js";
import "./chunk-XQ6GV2MN.js";
import "./chunk-B4QJL6R3.js";
import "./chunk-5CTOWVIP.js";
import "./chunk-GYJ7CIBG.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-YRP5FXHE.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
