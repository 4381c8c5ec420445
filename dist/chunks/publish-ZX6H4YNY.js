import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-HMYSBQNG.js";
import "./chunk-N5IMMQAK.js";
import "./chunk-5DOH5VQA.js";
import "./chunk-6CM56V6Q.js";
import "./chunk-E4SLOCSW.js";
import "./chunk-S4ENAFE5.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3T3TFQYS.js";
import "./chunk-H4DFKR4F.js";
import "./chunk-PGCPKOB6.js";
import "./chunk-OAMZOLP5.js";
import "./chunk-WZQIWBL7.js";
import "./chunk-6AEJZC23.js";
import "./chunk-VN7DMPRG.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-RMTM664M.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
