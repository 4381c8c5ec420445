import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-J7SFRTHE.js";
import "./chunk-HDOFR7CF.js";
import "./chunk-WEDRVRR2.js";
import "./chunk-7E5FPS4J.js";
import "./chunk-Y6V453JS.js";
import "./chunk-DKQSPA3Z.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-K2VSD2A3.js";
import "./chunk-LDE4GZZD.js";
import "./chunk-L2G2E7QS.js";
import "./chunk-OAMZOLP5.js";
import "./chunk-LNYXX6QR.js";
import "./chunk-LTKME3KU.js";
import "./chunk-C5YI6VWE.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-RMTM664M.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
