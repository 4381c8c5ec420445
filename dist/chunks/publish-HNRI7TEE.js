import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-GNWLDHAY.js";
import "./chunk-YYZZ2NJ3.js";
import "./chunk-S7UK5IJM.js";
import "./chunk-DGRD5TE7.js";
import "./chunk-ZGW36FTQ.js";
import "./chunk-SGUD5U2G.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-JM5K4GVQ.js";
import "./chunk-SN7PAKMA.js";
import "./chunk-VR3W2ZBG.js";
import "./chunk-SG55KEUZ.js";
import "./chunk-UPQ7SGEJ.js";
import "./chunk-ZHSARIF2.js";
import "./chunk-H2VR5MPE.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
