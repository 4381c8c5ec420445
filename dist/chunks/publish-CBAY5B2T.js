import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-4UND744Q.js";
import "./chunk-AR6SHAE7.js";
import "./chunk-XBYHGGTN.js";
import "./chunk-B52AHRJT.js";
import "./chunk-SPQBRBWQ.js";
import "./chunk-MSDDE3QP.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-F7NARJD5.js";
import "./chunk-JXXPNQE3.js";
import "./chunk-XMTCI4U4.js";
import "./chunk-DDAU2LHN.js";
import "./chunk-CFQYZHHU.js";
import "./chunk-IQIDPTVA.js";
import "./chunk-ZCA6I6US.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
