import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  PUBLISH_FLAGS,
  publishResultFile,
  register
} from "./chunk-MNF2XII3.js";
import "./chunk-BUCQFQBB.js";
import "./chunk-ICVFY6B4.js";
import "./chunk-TIKMGCLK.js";
import "./chunk-BMMCB3YZ.js";
import "./chunk-XWZ4ABJ3.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-A2QVNGDV.js";
import "./chunk-NKLENGSB.js";
import "./chunk-BYMZZQMF.js";
import "./chunk-PLKJCSHT.js";
import "./chunk-S5MJBFVP.js";
import "./chunk-MTBSSG7L.js";
import "./chunk-NBSOJKSS.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";
export {
  PUBLISH_FLAGS,
  publishResultFile,
  register
};
