import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-H6SJYYGB.js";
import "./chunk-FL2USQET.js";
import "./chunk-Y7VR7EWI.js";
import "./chunk-DFEG3R6Y.js";
import "./chunk-5HZPB3FF.js";
import "./chunk-7DG5QXJZ.js";
import "./chunk-J4XENUSI.js";
import "./chunk-TDSMISBQ.js";
import "./chunk-LZDRL7TE.js";
import "./chunk-OABPA573.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-POAKYTV7.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
