import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-MQT34REQ.js";
import "./chunk-5GJB4KG6.js";
import "./chunk-ACJYOVSD.js";
import "./chunk-ITV3KCV4.js";
import "./chunk-OQGYTHXD.js";
import "./chunk-4AY6EIAZ.js";
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
