import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-VDUDV7AN.js";
import "./chunk-XC7BKFGZ.js";
import "./chunk-4PUAKH4U.js";
import "./chunk-TEVAZPJQ.js";
import "./chunk-FW6Y5JBO.js";
import "./chunk-W3UWJ5MQ.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3BUQNUL7.js";
import "./chunk-LEJNO2M5.js";
import "./chunk-HEEH3OJ4.js";
import "./chunk-PNZJ54FW.js";
import "./chunk-EWBYGUDV.js";
import "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
