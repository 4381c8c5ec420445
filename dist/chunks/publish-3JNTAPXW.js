import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-U2SFRVXZ.js";
import "./chunk-DADYYKPG.js";
import "./chunk-UQUIQKXU.js";
import "./chunk-IKUPE3U5.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-KWHFDLCL.js";
import "./chunk-HOZ4PFBC.js";
import "./chunk-G3GCJ6VF.js";
import "./chunk-TMTDTQUW.js";
import "./chunk-NWYVMKBO.js";
import "./chunk-2DT2IMDV.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-EVXV4VW3.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
