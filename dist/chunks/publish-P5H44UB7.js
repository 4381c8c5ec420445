import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-TOB5D4AN.js";
import "./chunk-V2XILAKN.js";
import "./chunk-DGZFS7UB.js";
import "./chunk-PKBGHJ5Z.js";
import "./chunk-UGWJOTZR.js";
import "./chunk-KBI27DK7.js";
import "./chunk-LMVKSIN2.js";
import "./chunk-3CUTCS2M.js";
import "./chunk-OUD2Q4XD.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-YWOYGVTO.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
