import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-OVGLC64S.js";
import "./chunk-TW5VHJBG.js";
import "./chunk-VZ4TXTN3.js";
import "./chunk-ZIJ4TELL.js";
import "./chunk-V24TQIDQ.js";
import "./chunk-NP2YJ5CH.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-QT4NM6IC.js";
import "./chunk-2ZSZ3VYQ.js";
import "./chunk-GRCTZOBS.js";
import "./chunk-Z3A3OE7X.js";
import "./chunk-YV4LOTDI.js";
import "./chunk-RUJ4BMAR.js";
import "./chunk-JX32ARP7.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
