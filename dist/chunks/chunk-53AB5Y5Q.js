import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  LogTail,
  ResourceScope,
  buildApp,
  checkK6Version,
  containerBuilder,
  datasourceProblem,
  enclosingWorkTree,
  ensureDocker,
  getPorts,
  hostBuilder,
  hostContainer,
  installSignalTeardown,
  isRunning,
  noMysqlProblem,
  preferLoopbackDockerHost,
  readBuild,
  readJarJava,
  realPath,
  redisWindow,
  removeOrphanContainers,
  removeOwnContainers,
  requireInside,
  require_build,
  require_index_minimal,
  require_promise,
  sandboxUser,
  startApp,
  startContainer,
  startDatabase,
  startOneShot,
  startProcess,
  startRedis,
  untilExit,
  whenReady
} from "./chunk-7HDEPLHL.js";
import {
  VERSION,
  htmlPathFor,
  writeOutputFile
} from "./chunk-XT2MLSYI.js";
import {
  inspectFiles,
  readConfigFiles,
  require_dist
} from "./chunk-4JC7IBBI.js";
import {
  analyzeWork,
  failedStatuses,
  instanceWindow
} from "./chunk-LEJNO2M5.js";
import {
  appExceptions
} from "./chunk-HEEH3OJ4.js";
import {
  DEFAULT_TOLERANCES,
  INSTANCE_NOISE_DEGREES_OF_FREEDOM,
  classifyChange,
  compareScenario,
  comparisonRules,
  deriveVerdict,
  exitCodeForVerdict,
  instanceNoiseWords,
  lookComparisons,
  noiseSourceWords,
  pairWindows,
  require_lib as require_lib9,
  windowStealPct
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  DEFAULT_CONFIDENCE,
  JAVA_PLACEHOLDER,
  REQUESTS_ENV,
  REQUESTS_SCENARIO,
  appImageFor,
  configFileSchema,
  evaluateBudget,
  formatCount,
  formatSeconds,
  isFiniteNumber,
  mersenne,
  noiseModelLine,
  noiseSource,
  numericVariable,
  readAtMost,
  require_lib,
  require_lib2,
  require_lib3,
  require_lib4,
  require_lib5,
  require_lib6,
  require_lib7,
  require_lib9 as require_lib8,
  round,
  runtimeJavaFor,
  sequentialDesign,
  serverArguments,
  shownValue,
  signTestP,
  sortedQuantile,
  tInterval,
  toGateConfig,
  uniformInt,
  variablesFromMyCnf,
  withMachineNoise
} from "./chunk-U2IOZD34.js";
import {
  ConfigError,
  EnvironmentError,
  LIMITS,
  PerfGateError,
  childEnvironment,
  describeError,
  exitCodeFor,
  k6Duration
} from "./chunk-STJUJNGS.js";
import {
  __commonJS,
  __toESM
} from "./chunk-6CMWHVWB.js";

// node_modules/@datadog/sketches-js/dist/ddsketch/store/util.js
var require_util = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/store/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.sumOfRange = void 0;
    var sumOfRange = function(array, start, end) {
      var sum2 = 0;
      for (var i = start; i <= end; i++) {
        sum2 += array[i];
      }
      return sum2;
    };
    exports.sumOfRange = sumOfRange;
  }
});

// node_modules/protobufjs/minimal.js
var require_minimal = __commonJS({
  "node_modules/protobufjs/minimal.js"(exports, module) {
    "use strict";
    module.exports = require_index_minimal();
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/proto/compiled.js
var require_compiled = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/proto/compiled.js"(exports, module) {
    "use strict";
    var $protobuf = require_minimal();
    var $Reader = $protobuf.Reader;
    var $Writer = $protobuf.Writer;
    var $util = $protobuf.util;
    var $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});
    $root.DDSketch = (function() {
      function DDSketch2(properties) {
        if (properties) {
          for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
            if (properties[keys[i]] != null)
              this[keys[i]] = properties[keys[i]];
        }
      }
      DDSketch2.prototype.mapping = null;
      DDSketch2.prototype.positiveValues = null;
      DDSketch2.prototype.negativeValues = null;
      DDSketch2.prototype.zeroCount = 0;
      DDSketch2.create = function create(properties) {
        return new DDSketch2(properties);
      };
      DDSketch2.encode = function encode(message, writer) {
        if (!writer)
          writer = $Writer.create();
        if (message.mapping != null && Object.hasOwnProperty.call(message, "mapping"))
          $root.IndexMapping.encode(message.mapping, writer.uint32(
            /* id 1, wireType 2 =*/
            10
          ).fork()).ldelim();
        if (message.positiveValues != null && Object.hasOwnProperty.call(message, "positiveValues"))
          $root.Store.encode(message.positiveValues, writer.uint32(
            /* id 2, wireType 2 =*/
            18
          ).fork()).ldelim();
        if (message.negativeValues != null && Object.hasOwnProperty.call(message, "negativeValues"))
          $root.Store.encode(message.negativeValues, writer.uint32(
            /* id 3, wireType 2 =*/
            26
          ).fork()).ldelim();
        if (message.zeroCount != null && Object.hasOwnProperty.call(message, "zeroCount"))
          writer.uint32(
            /* id 4, wireType 1 =*/
            33
          ).double(message.zeroCount);
        return writer;
      };
      DDSketch2.encodeDelimited = function encodeDelimited(message, writer) {
        return this.encode(message, writer).ldelim();
      };
      DDSketch2.decode = function decode(reader, length) {
        if (!(reader instanceof $Reader))
          reader = $Reader.create(reader);
        var end = length === void 0 ? reader.len : reader.pos + length, message = new $root.DDSketch();
        while (reader.pos < end) {
          var tag = reader.uint32();
          switch (tag >>> 3) {
            case 1:
              message.mapping = $root.IndexMapping.decode(reader, reader.uint32());
              break;
            case 2:
              message.positiveValues = $root.Store.decode(reader, reader.uint32());
              break;
            case 3:
              message.negativeValues = $root.Store.decode(reader, reader.uint32());
              break;
            case 4:
              message.zeroCount = reader.double();
              break;
            default:
              reader.skipType(tag & 7);
              break;
          }
        }
        return message;
      };
      DDSketch2.decodeDelimited = function decodeDelimited(reader) {
        if (!(reader instanceof $Reader))
          reader = new $Reader(reader);
        return this.decode(reader, reader.uint32());
      };
      DDSketch2.verify = function verify(message) {
        if (typeof message !== "object" || message === null)
          return "object expected";
        if (message.mapping != null && message.hasOwnProperty("mapping")) {
          var error = $root.IndexMapping.verify(message.mapping);
          if (error)
            return "mapping." + error;
        }
        if (message.positiveValues != null && message.hasOwnProperty("positiveValues")) {
          var error = $root.Store.verify(message.positiveValues);
          if (error)
            return "positiveValues." + error;
        }
        if (message.negativeValues != null && message.hasOwnProperty("negativeValues")) {
          var error = $root.Store.verify(message.negativeValues);
          if (error)
            return "negativeValues." + error;
        }
        if (message.zeroCount != null && message.hasOwnProperty("zeroCount")) {
          if (typeof message.zeroCount !== "number")
            return "zeroCount: number expected";
        }
        return null;
      };
      DDSketch2.fromObject = function fromObject(object) {
        if (object instanceof $root.DDSketch)
          return object;
        var message = new $root.DDSketch();
        if (object.mapping != null) {
          if (typeof object.mapping !== "object")
            throw TypeError(".DDSketch.mapping: object expected");
          message.mapping = $root.IndexMapping.fromObject(object.mapping);
        }
        if (object.positiveValues != null) {
          if (typeof object.positiveValues !== "object")
            throw TypeError(".DDSketch.positiveValues: object expected");
          message.positiveValues = $root.Store.fromObject(object.positiveValues);
        }
        if (object.negativeValues != null) {
          if (typeof object.negativeValues !== "object")
            throw TypeError(".DDSketch.negativeValues: object expected");
          message.negativeValues = $root.Store.fromObject(object.negativeValues);
        }
        if (object.zeroCount != null)
          message.zeroCount = Number(object.zeroCount);
        return message;
      };
      DDSketch2.toObject = function toObject(message, options) {
        if (!options)
          options = {};
        var object = {};
        if (options.defaults) {
          object.mapping = null;
          object.positiveValues = null;
          object.negativeValues = null;
          object.zeroCount = 0;
        }
        if (message.mapping != null && message.hasOwnProperty("mapping"))
          object.mapping = $root.IndexMapping.toObject(message.mapping, options);
        if (message.positiveValues != null && message.hasOwnProperty("positiveValues"))
          object.positiveValues = $root.Store.toObject(message.positiveValues, options);
        if (message.negativeValues != null && message.hasOwnProperty("negativeValues"))
          object.negativeValues = $root.Store.toObject(message.negativeValues, options);
        if (message.zeroCount != null && message.hasOwnProperty("zeroCount"))
          object.zeroCount = options.json && !isFinite(message.zeroCount) ? String(message.zeroCount) : message.zeroCount;
        return object;
      };
      DDSketch2.prototype.toJSON = function toJSON() {
        return this.constructor.toObject(this, $protobuf.util.toJSONOptions);
      };
      return DDSketch2;
    })();
    $root.IndexMapping = (function() {
      function IndexMapping(properties) {
        if (properties) {
          for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
            if (properties[keys[i]] != null)
              this[keys[i]] = properties[keys[i]];
        }
      }
      IndexMapping.prototype.gamma = 0;
      IndexMapping.prototype.indexOffset = 0;
      IndexMapping.prototype.interpolation = 0;
      IndexMapping.create = function create(properties) {
        return new IndexMapping(properties);
      };
      IndexMapping.encode = function encode(message, writer) {
        if (!writer)
          writer = $Writer.create();
        if (message.gamma != null && Object.hasOwnProperty.call(message, "gamma"))
          writer.uint32(
            /* id 1, wireType 1 =*/
            9
          ).double(message.gamma);
        if (message.indexOffset != null && Object.hasOwnProperty.call(message, "indexOffset"))
          writer.uint32(
            /* id 2, wireType 1 =*/
            17
          ).double(message.indexOffset);
        if (message.interpolation != null && Object.hasOwnProperty.call(message, "interpolation"))
          writer.uint32(
            /* id 3, wireType 0 =*/
            24
          ).int32(message.interpolation);
        return writer;
      };
      IndexMapping.encodeDelimited = function encodeDelimited(message, writer) {
        return this.encode(message, writer).ldelim();
      };
      IndexMapping.decode = function decode(reader, length) {
        if (!(reader instanceof $Reader))
          reader = $Reader.create(reader);
        var end = length === void 0 ? reader.len : reader.pos + length, message = new $root.IndexMapping();
        while (reader.pos < end) {
          var tag = reader.uint32();
          switch (tag >>> 3) {
            case 1:
              message.gamma = reader.double();
              break;
            case 2:
              message.indexOffset = reader.double();
              break;
            case 3:
              message.interpolation = reader.int32();
              break;
            default:
              reader.skipType(tag & 7);
              break;
          }
        }
        return message;
      };
      IndexMapping.decodeDelimited = function decodeDelimited(reader) {
        if (!(reader instanceof $Reader))
          reader = new $Reader(reader);
        return this.decode(reader, reader.uint32());
      };
      IndexMapping.verify = function verify(message) {
        if (typeof message !== "object" || message === null)
          return "object expected";
        if (message.gamma != null && message.hasOwnProperty("gamma")) {
          if (typeof message.gamma !== "number")
            return "gamma: number expected";
        }
        if (message.indexOffset != null && message.hasOwnProperty("indexOffset")) {
          if (typeof message.indexOffset !== "number")
            return "indexOffset: number expected";
        }
        if (message.interpolation != null && message.hasOwnProperty("interpolation"))
          switch (message.interpolation) {
            default:
              return "interpolation: enum value expected";
            case 0:
            case 1:
            case 2:
            case 3:
              break;
          }
        return null;
      };
      IndexMapping.fromObject = function fromObject(object) {
        if (object instanceof $root.IndexMapping)
          return object;
        var message = new $root.IndexMapping();
        if (object.gamma != null)
          message.gamma = Number(object.gamma);
        if (object.indexOffset != null)
          message.indexOffset = Number(object.indexOffset);
        switch (object.interpolation) {
          case "NONE":
          case 0:
            message.interpolation = 0;
            break;
          case "LINEAR":
          case 1:
            message.interpolation = 1;
            break;
          case "QUADRATIC":
          case 2:
            message.interpolation = 2;
            break;
          case "CUBIC":
          case 3:
            message.interpolation = 3;
            break;
        }
        return message;
      };
      IndexMapping.toObject = function toObject(message, options) {
        if (!options)
          options = {};
        var object = {};
        if (options.defaults) {
          object.gamma = 0;
          object.indexOffset = 0;
          object.interpolation = options.enums === String ? "NONE" : 0;
        }
        if (message.gamma != null && message.hasOwnProperty("gamma"))
          object.gamma = options.json && !isFinite(message.gamma) ? String(message.gamma) : message.gamma;
        if (message.indexOffset != null && message.hasOwnProperty("indexOffset"))
          object.indexOffset = options.json && !isFinite(message.indexOffset) ? String(message.indexOffset) : message.indexOffset;
        if (message.interpolation != null && message.hasOwnProperty("interpolation"))
          object.interpolation = options.enums === String ? $root.IndexMapping.Interpolation[message.interpolation] : message.interpolation;
        return object;
      };
      IndexMapping.prototype.toJSON = function toJSON() {
        return this.constructor.toObject(this, $protobuf.util.toJSONOptions);
      };
      IndexMapping.Interpolation = (function() {
        var valuesById = {}, values = Object.create(valuesById);
        values[valuesById[0] = "NONE"] = 0;
        values[valuesById[1] = "LINEAR"] = 1;
        values[valuesById[2] = "QUADRATIC"] = 2;
        values[valuesById[3] = "CUBIC"] = 3;
        return values;
      })();
      return IndexMapping;
    })();
    $root.Store = (function() {
      function Store(properties) {
        this.binCounts = {};
        this.contiguousBinCounts = [];
        if (properties) {
          for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
            if (properties[keys[i]] != null)
              this[keys[i]] = properties[keys[i]];
        }
      }
      Store.prototype.binCounts = $util.emptyObject;
      Store.prototype.contiguousBinCounts = $util.emptyArray;
      Store.prototype.contiguousBinIndexOffset = 0;
      Store.create = function create(properties) {
        return new Store(properties);
      };
      Store.encode = function encode(message, writer) {
        if (!writer)
          writer = $Writer.create();
        if (message.binCounts != null && Object.hasOwnProperty.call(message, "binCounts"))
          for (var keys = Object.keys(message.binCounts), i = 0; i < keys.length; ++i)
            writer.uint32(
              /* id 1, wireType 2 =*/
              10
            ).fork().uint32(
              /* id 1, wireType 0 =*/
              8
            ).sint32(keys[i]).uint32(
              /* id 2, wireType 1 =*/
              17
            ).double(message.binCounts[keys[i]]).ldelim();
        if (message.contiguousBinCounts != null && message.contiguousBinCounts.length) {
          writer.uint32(
            /* id 2, wireType 2 =*/
            18
          ).fork();
          for (var i = 0; i < message.contiguousBinCounts.length; ++i)
            writer.double(message.contiguousBinCounts[i]);
          writer.ldelim();
        }
        if (message.contiguousBinIndexOffset != null && Object.hasOwnProperty.call(message, "contiguousBinIndexOffset"))
          writer.uint32(
            /* id 3, wireType 0 =*/
            24
          ).sint32(message.contiguousBinIndexOffset);
        return writer;
      };
      Store.encodeDelimited = function encodeDelimited(message, writer) {
        return this.encode(message, writer).ldelim();
      };
      Store.decode = function decode(reader, length) {
        if (!(reader instanceof $Reader))
          reader = $Reader.create(reader);
        var end = length === void 0 ? reader.len : reader.pos + length, message = new $root.Store(), key, value;
        while (reader.pos < end) {
          var tag = reader.uint32();
          switch (tag >>> 3) {
            case 1:
              if (message.binCounts === $util.emptyObject)
                message.binCounts = {};
              var end2 = reader.uint32() + reader.pos;
              key = 0;
              value = 0;
              while (reader.pos < end2) {
                var tag2 = reader.uint32();
                switch (tag2 >>> 3) {
                  case 1:
                    key = reader.sint32();
                    break;
                  case 2:
                    value = reader.double();
                    break;
                  default:
                    reader.skipType(tag2 & 7);
                    break;
                }
              }
              message.binCounts[key] = value;
              break;
            case 2:
              if (!(message.contiguousBinCounts && message.contiguousBinCounts.length))
                message.contiguousBinCounts = [];
              if ((tag & 7) === 2) {
                var end2 = reader.uint32() + reader.pos;
                while (reader.pos < end2)
                  message.contiguousBinCounts.push(reader.double());
              } else
                message.contiguousBinCounts.push(reader.double());
              break;
            case 3:
              message.contiguousBinIndexOffset = reader.sint32();
              break;
            default:
              reader.skipType(tag & 7);
              break;
          }
        }
        return message;
      };
      Store.decodeDelimited = function decodeDelimited(reader) {
        if (!(reader instanceof $Reader))
          reader = new $Reader(reader);
        return this.decode(reader, reader.uint32());
      };
      Store.verify = function verify(message) {
        if (typeof message !== "object" || message === null)
          return "object expected";
        if (message.binCounts != null && message.hasOwnProperty("binCounts")) {
          if (!$util.isObject(message.binCounts))
            return "binCounts: object expected";
          var key = Object.keys(message.binCounts);
          for (var i = 0; i < key.length; ++i) {
            if (!$util.key32Re.test(key[i]))
              return "binCounts: integer key{k:sint32} expected";
            if (typeof message.binCounts[key[i]] !== "number")
              return "binCounts: number{k:sint32} expected";
          }
        }
        if (message.contiguousBinCounts != null && message.hasOwnProperty("contiguousBinCounts")) {
          if (!Array.isArray(message.contiguousBinCounts))
            return "contiguousBinCounts: array expected";
          for (var i = 0; i < message.contiguousBinCounts.length; ++i)
            if (typeof message.contiguousBinCounts[i] !== "number")
              return "contiguousBinCounts: number[] expected";
        }
        if (message.contiguousBinIndexOffset != null && message.hasOwnProperty("contiguousBinIndexOffset")) {
          if (!$util.isInteger(message.contiguousBinIndexOffset))
            return "contiguousBinIndexOffset: integer expected";
        }
        return null;
      };
      Store.fromObject = function fromObject(object) {
        if (object instanceof $root.Store)
          return object;
        var message = new $root.Store();
        if (object.binCounts) {
          if (typeof object.binCounts !== "object")
            throw TypeError(".Store.binCounts: object expected");
          message.binCounts = {};
          for (var keys = Object.keys(object.binCounts), i = 0; i < keys.length; ++i)
            message.binCounts[keys[i]] = Number(object.binCounts[keys[i]]);
        }
        if (object.contiguousBinCounts) {
          if (!Array.isArray(object.contiguousBinCounts))
            throw TypeError(".Store.contiguousBinCounts: array expected");
          message.contiguousBinCounts = [];
          for (var i = 0; i < object.contiguousBinCounts.length; ++i)
            message.contiguousBinCounts[i] = Number(object.contiguousBinCounts[i]);
        }
        if (object.contiguousBinIndexOffset != null)
          message.contiguousBinIndexOffset = object.contiguousBinIndexOffset | 0;
        return message;
      };
      Store.toObject = function toObject(message, options) {
        if (!options)
          options = {};
        var object = {};
        if (options.arrays || options.defaults)
          object.contiguousBinCounts = [];
        if (options.objects || options.defaults)
          object.binCounts = {};
        if (options.defaults)
          object.contiguousBinIndexOffset = 0;
        var keys2;
        if (message.binCounts && (keys2 = Object.keys(message.binCounts)).length) {
          object.binCounts = {};
          for (var j = 0; j < keys2.length; ++j)
            object.binCounts[keys2[j]] = options.json && !isFinite(message.binCounts[keys2[j]]) ? String(message.binCounts[keys2[j]]) : message.binCounts[keys2[j]];
        }
        if (message.contiguousBinCounts && message.contiguousBinCounts.length) {
          object.contiguousBinCounts = [];
          for (var j = 0; j < message.contiguousBinCounts.length; ++j)
            object.contiguousBinCounts[j] = options.json && !isFinite(message.contiguousBinCounts[j]) ? String(message.contiguousBinCounts[j]) : message.contiguousBinCounts[j];
        }
        if (message.contiguousBinIndexOffset != null && message.hasOwnProperty("contiguousBinIndexOffset"))
          object.contiguousBinIndexOffset = message.contiguousBinIndexOffset;
        return object;
      };
      Store.prototype.toJSON = function toJSON() {
        return this.constructor.toObject(this, $protobuf.util.toJSONOptions);
      };
      return Store;
    })();
    module.exports = $root;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/store/DenseStore.js
var require_DenseStore = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/store/DenseStore.js"(exports) {
    "use strict";
    var __spreadArray = exports && exports.__spreadArray || function(to, from, pack) {
      if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
          if (!ar) ar = Array.prototype.slice.call(from, 0, i);
          ar[i] = from[i];
        }
      }
      return to.concat(ar || Array.prototype.slice.call(from));
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DenseStore = void 0;
    var util_1 = require_util();
    var CHUNK_SIZE = 128;
    var DenseStore = (
      /** @class */
      (function() {
        function DenseStore2(chunkSize) {
          if (chunkSize === void 0) {
            chunkSize = CHUNK_SIZE;
          }
          this.chunkSize = chunkSize;
          this.bins = [];
          this.count = 0;
          this.minKey = Infinity;
          this.maxKey = -Infinity;
          this.offset = 0;
        }
        DenseStore2.prototype.add = function(key, weight) {
          if (weight === void 0) {
            weight = 1;
          }
          var index = this._getIndex(key);
          this.bins[index] += weight;
          this.count += weight;
        };
        DenseStore2.prototype.keyAtRank = function(rank, lower) {
          if (lower === void 0) {
            lower = true;
          }
          var runningCount = 0;
          for (var i = 0; i < this.length(); i++) {
            var bin = this.bins[i];
            runningCount += bin;
            if (lower && runningCount > rank || !lower && runningCount >= rank + 1) {
              return i + this.offset;
            }
          }
          return this.maxKey;
        };
        DenseStore2.prototype.merge = function(store) {
          if (store.count === 0) {
            return;
          }
          if (this.count === 0) {
            this.copy(store);
            return;
          }
          if (store.minKey < this.minKey || store.maxKey > this.maxKey) {
            this._extendRange(store.minKey, store.maxKey);
          }
          var collapseStartIndex = store.minKey - store.offset;
          var collapseEndIndex = Math.min(this.minKey, store.maxKey + 1) - store.offset;
          if (collapseEndIndex > collapseStartIndex) {
            var collapseCount = (0, util_1.sumOfRange)(store.bins, collapseStartIndex, collapseEndIndex);
            this.bins[0] += collapseCount;
          } else {
            collapseEndIndex = collapseStartIndex;
          }
          for (var key = collapseEndIndex + store.offset; key < store.maxKey + 1; key++) {
            this.bins[key - this.offset] += store.bins[key - store.offset];
          }
          this.count += store.count;
        };
        DenseStore2.prototype.copy = function(store) {
          this.bins = __spreadArray([], store.bins, true);
          this.count = store.count;
          this.minKey = store.minKey;
          this.maxKey = store.maxKey;
          this.offset = store.offset;
        };
        DenseStore2.prototype.length = function() {
          return this.bins.length;
        };
        DenseStore2.prototype._getNewLength = function(newMinKey, newMaxKey) {
          var desiredLength = newMaxKey - newMinKey + 1;
          return this.chunkSize * Math.ceil(desiredLength / this.chunkSize);
        };
        DenseStore2.prototype._adjust = function(newMinKey, newMaxKey) {
          this._centerBins(newMinKey, newMaxKey);
          this.minKey = newMinKey;
          this.maxKey = newMaxKey;
        };
        DenseStore2.prototype._shiftBins = function(shift) {
          var _a, _b;
          if (shift > 0) {
            this.bins = this.bins.slice(0, -shift);
            (_a = this.bins).unshift.apply(_a, new Array(shift).fill(0));
          } else {
            this.bins = this.bins.slice(Math.abs(shift));
            (_b = this.bins).push.apply(_b, new Array(Math.abs(shift)).fill(0));
          }
          this.offset -= shift;
        };
        DenseStore2.prototype._centerBins = function(newMinKey, newMaxKey) {
          var middleKey = newMinKey + Math.floor((newMaxKey - newMinKey + 1) / 2);
          this._shiftBins(Math.floor(this.offset + this.length() / 2) - middleKey);
        };
        DenseStore2.prototype._extendRange = function(key, secondKey) {
          var _a;
          secondKey = secondKey || key;
          var newMinKey = Math.min(key, secondKey, this.minKey);
          var newMaxKey = Math.max(key, secondKey, this.maxKey);
          if (this.length() === 0) {
            this.bins = new Array(this._getNewLength(newMinKey, newMaxKey)).fill(0);
            this.offset = newMinKey;
            this._adjust(newMinKey, newMaxKey);
          } else if (newMinKey >= this.minKey && newMaxKey < this.offset + this.length()) {
            this.minKey = newMinKey;
            this.maxKey = newMaxKey;
          } else {
            var newLength = this._getNewLength(newMinKey, newMaxKey);
            if (newLength > this.length()) {
              (_a = this.bins).push.apply(_a, new Array(newLength - this.length()).fill(0));
            }
            this._adjust(newMinKey, newMaxKey);
          }
        };
        DenseStore2.prototype._getIndex = function(key) {
          if (key < this.minKey) {
            this._extendRange(key);
          } else if (key > this.maxKey) {
            this._extendRange(key);
          }
          return key - this.offset;
        };
        DenseStore2.prototype.toProto = function() {
          var ProtoStore = require_compiled().Store;
          return ProtoStore.create({
            contiguousBinCounts: this.bins,
            contiguousBinIndexOffset: this.offset
          });
        };
        DenseStore2.fromProto = function(protoStore) {
          if (!protoStore || /* Double equals (==) is intentional here to check for
           * `null` | `undefined` without including `0` */
          protoStore.contiguousBinCounts == null || protoStore.contiguousBinIndexOffset == null) {
            throw Error("Failed to decode store from protobuf");
          }
          var store = new this();
          var index = protoStore.contiguousBinIndexOffset;
          store.offset = index;
          for (var _i = 0, _a = protoStore.contiguousBinCounts; _i < _a.length; _i++) {
            var count = _a[_i];
            store.add(index, count);
            index += 1;
          }
          return store;
        };
        return DenseStore2;
      })()
    );
    exports.DenseStore = DenseStore;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/store/CollapsingLowestDenseStore.js
var require_CollapsingLowestDenseStore = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/store/CollapsingLowestDenseStore.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CollapsingLowestDenseStore = void 0;
    var DenseStore_1 = require_DenseStore();
    var util_1 = require_util();
    var CollapsingLowestDenseStore = (
      /** @class */
      (function(_super) {
        __extends(CollapsingLowestDenseStore2, _super);
        function CollapsingLowestDenseStore2(binLimit, chunkSize) {
          var _this = _super.call(this, chunkSize) || this;
          _this.binLimit = binLimit;
          _this.isCollapsed = false;
          return _this;
        }
        CollapsingLowestDenseStore2.prototype.merge = function(store) {
          if (store.count === 0) {
            return;
          }
          if (this.count === 0) {
            this.copy(store);
            return;
          }
          if (store.minKey < this.minKey || store.maxKey > this.maxKey) {
            this._extendRange(store.minKey, store.maxKey);
          }
          var collapseStartIndex = store.minKey - store.offset;
          var collapseEndIndex = Math.min(this.minKey, store.maxKey + 1) - store.offset;
          if (collapseEndIndex > collapseStartIndex) {
            var collapseCount = (0, util_1.sumOfRange)(store.bins, collapseStartIndex, collapseEndIndex);
            this.bins[0] += collapseCount;
          } else {
            collapseEndIndex = collapseStartIndex;
          }
          for (var key = collapseEndIndex + store.offset; key < store.maxKey + 1; key++) {
            this.bins[key - this.offset] += store.bins[key - store.offset];
          }
          this.count += store.count;
        };
        CollapsingLowestDenseStore2.prototype.copy = function(store) {
          _super.prototype.copy.call(this, store);
          this.isCollapsed = store.isCollapsed;
        };
        CollapsingLowestDenseStore2.prototype._getNewLength = function(newMinKey, newMaxKey) {
          var desiredLength = newMaxKey - newMinKey + 1;
          return Math.min(this.chunkSize * Math.ceil(desiredLength / this.chunkSize), this.binLimit);
        };
        CollapsingLowestDenseStore2.prototype._adjust = function(newMinKey, newMaxKey) {
          if (newMaxKey - newMinKey + 1 > this.length()) {
            newMinKey = newMaxKey - this.length() + 1;
            if (newMinKey >= this.maxKey) {
              this.offset = newMinKey;
              this.minKey = newMinKey;
              this.bins.fill(0);
              this.bins[0] = this.count;
            } else {
              var shift = this.offset - newMinKey;
              if (shift < 0) {
                var collapseStartIndex = this.minKey - this.offset;
                var collapseEndIndex = newMinKey - this.offset;
                var collapsedCount = (0, util_1.sumOfRange)(this.bins, collapseStartIndex, collapseEndIndex);
                this.bins.fill(0, collapseStartIndex, collapseEndIndex);
                this.bins[collapseEndIndex] += collapsedCount;
                this.minKey = newMinKey;
                this._shiftBins(shift);
              } else {
                this.minKey = newMinKey;
                this._shiftBins(shift);
              }
            }
            this.maxKey = newMaxKey;
            this.isCollapsed = true;
          } else {
            this._centerBins(newMinKey, newMaxKey);
            this.minKey = newMinKey;
            this.maxKey = newMaxKey;
          }
        };
        CollapsingLowestDenseStore2.prototype._getIndex = function(key) {
          if (key < this.minKey) {
            if (this.isCollapsed) {
              return 0;
            }
            this._extendRange(key);
            if (this.isCollapsed) {
              return 0;
            }
          } else if (key > this.maxKey) {
            this._extendRange(key);
          }
          return key - this.offset;
        };
        return CollapsingLowestDenseStore2;
      })(DenseStore_1.DenseStore)
    );
    exports.CollapsingLowestDenseStore = CollapsingLowestDenseStore;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/store/CollapsingHighestDenseStore.js
var require_CollapsingHighestDenseStore = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/store/CollapsingHighestDenseStore.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CollapsingHighestDenseStore = void 0;
    var DenseStore_1 = require_DenseStore();
    var util_1 = require_util();
    var CollapsingHighestDenseStore = (
      /** @class */
      (function(_super) {
        __extends(CollapsingHighestDenseStore2, _super);
        function CollapsingHighestDenseStore2(binLimit, chunkSize) {
          var _this = _super.call(this, chunkSize) || this;
          _this.binLimit = binLimit;
          _this.isCollapsed = false;
          return _this;
        }
        CollapsingHighestDenseStore2.prototype.merge = function(store) {
          if (store.count === 0) {
            return;
          }
          if (this.count === 0) {
            this.copy(store);
            return;
          }
          if (store.minKey < this.minKey || store.maxKey > this.maxKey) {
            this._extendRange(store.minKey, store.maxKey);
          }
          var collapseEndIndex = store.maxKey - store.offset + 1;
          var collapseStartIndex = Math.max(this.maxKey + 1, store.minKey) - store.offset;
          if (collapseEndIndex > collapseStartIndex) {
            var collapseCount = (0, util_1.sumOfRange)(store.bins, collapseStartIndex, collapseEndIndex);
            this.bins[this.length() - 1] += collapseCount;
          } else {
            collapseStartIndex = collapseEndIndex;
          }
          for (var key = store.minKey; key < collapseStartIndex + store.offset; key++) {
            this.bins[key - this.offset] += store.bins[key - store.offset];
          }
          this.count += store.count;
        };
        CollapsingHighestDenseStore2.prototype.copy = function(store) {
          _super.prototype.copy.call(this, store);
          this.isCollapsed = store.isCollapsed;
        };
        CollapsingHighestDenseStore2.prototype._getNewLength = function(newMinKey, newMaxKey) {
          var desiredLength = newMaxKey - newMinKey + 1;
          return Math.min(this.chunkSize * Math.ceil(desiredLength / this.chunkSize), this.binLimit);
        };
        CollapsingHighestDenseStore2.prototype._adjust = function(newMinKey, newMaxKey) {
          if (newMaxKey - newMinKey + 1 > this.length()) {
            newMaxKey = newMinKey + this.length() + 1;
            if (newMaxKey <= this.minKey) {
              this.offset = newMinKey;
              this.maxKey = newMaxKey;
              this.bins.fill(0);
              this.bins[this.length() - 1] = this.count;
            } else {
              var shift = this.offset - newMinKey;
              if (shift > 0) {
                var collapseStartIndex = newMaxKey - this.offset + 1;
                var collapseEndIndex = this.maxKey - this.offset + 1;
                var collapsedCount = (0, util_1.sumOfRange)(this.bins, collapseStartIndex, collapseEndIndex);
                this.bins.fill(0, collapseStartIndex, collapseEndIndex);
                this.bins[collapseStartIndex - 1] += collapsedCount;
                this.maxKey = newMaxKey;
                this._shiftBins(shift);
              } else {
                this.maxKey = newMaxKey;
                this._shiftBins(shift);
              }
              this.minKey = newMinKey;
              this.isCollapsed = true;
            }
          } else {
            this._centerBins(newMinKey, newMaxKey);
            this.minKey = newMinKey;
            this.maxKey = newMaxKey;
          }
        };
        CollapsingHighestDenseStore2.prototype._getIndex = function(key) {
          if (key < this.minKey) {
            if (this.isCollapsed) {
              return this.length() - 1;
            }
            this._extendRange(key);
            if (this.isCollapsed) {
              return this.length() - 1;
            }
          } else if (key > this.maxKey) {
            this._extendRange(key);
          }
          return key - this.offset;
        };
        return CollapsingHighestDenseStore2;
      })(DenseStore_1.DenseStore)
    );
    exports.CollapsingHighestDenseStore = CollapsingHighestDenseStore;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/store/index.js
var require_store = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/store/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CollapsingHighestDenseStore = exports.CollapsingLowestDenseStore = exports.DenseStore = void 0;
    var DenseStore_1 = require_DenseStore();
    Object.defineProperty(exports, "DenseStore", { enumerable: true, get: function() {
      return DenseStore_1.DenseStore;
    } });
    var CollapsingLowestDenseStore_1 = require_CollapsingLowestDenseStore();
    Object.defineProperty(exports, "CollapsingLowestDenseStore", { enumerable: true, get: function() {
      return CollapsingLowestDenseStore_1.CollapsingLowestDenseStore;
    } });
    var CollapsingHighestDenseStore_1 = require_CollapsingHighestDenseStore();
    Object.defineProperty(exports, "CollapsingHighestDenseStore", { enumerable: true, get: function() {
      return CollapsingHighestDenseStore_1.CollapsingHighestDenseStore;
    } });
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/mapping/KeyMapping.js
var require_KeyMapping = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/mapping/KeyMapping.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.KeyMapping = void 0;
    var index_1 = require_mapping();
    var MIN_SAFE_FLOAT = Math.pow(2, -1023);
    var MAX_SAFE_FLOAT = Number.MAX_VALUE;
    var KeyMapping = (
      /** @class */
      (function() {
        function KeyMapping2(relativeAccuracy, offset) {
          if (offset === void 0) {
            offset = 0;
          }
          if (relativeAccuracy <= 0 || relativeAccuracy >= 1) {
            throw Error("Relative accuracy must be between 0 and 1 when initializing a KeyMapping");
          }
          this.relativeAccuracy = relativeAccuracy;
          this._offset = offset;
          var gammaMantissa = 2 * relativeAccuracy / (1 - relativeAccuracy);
          this.gamma = 1 + gammaMantissa;
          this._multiplier = 1 / Math.log1p(gammaMantissa);
          this.minPossible = MIN_SAFE_FLOAT * this.gamma;
          this.maxPossible = MAX_SAFE_FLOAT / this.gamma;
        }
        KeyMapping2.fromGammaOffset = function(gamma, indexOffset) {
          var relativeAccuracy = (gamma - 1) / (gamma + 1);
          return new this(relativeAccuracy, indexOffset);
        };
        KeyMapping2.prototype.key = function(value) {
          return Math.ceil(this._logGamma(value)) + this._offset;
        };
        KeyMapping2.prototype.value = function(key) {
          return this._powGamma(key - this._offset) * (2 / (1 + this.gamma));
        };
        KeyMapping2.prototype.toProto = function() {
          var ProtoIndexMapping = require_compiled().IndexMapping;
          return ProtoIndexMapping.create({
            gamma: this.gamma,
            indexOffset: this._offset,
            interpolation: this._protoInterpolation()
          });
        };
        KeyMapping2.fromProto = function(protoMapping) {
          if (!protoMapping || /* Double equals (==) is intentional here to check for
           * `null` | `undefined` without including `0` */
          protoMapping.gamma == null || protoMapping.indexOffset == null) {
            throw Error("Failed to decode mapping from protobuf");
          }
          var Interpolation = require_compiled().IndexMapping.Interpolation;
          var interpolation = protoMapping.interpolation, gamma = protoMapping.gamma, indexOffset = protoMapping.indexOffset;
          switch (interpolation) {
            case Interpolation.NONE:
              return index_1.LogarithmicMapping.fromGammaOffset(gamma, indexOffset);
            case Interpolation.LINEAR:
              return index_1.LinearlyInterpolatedMapping.fromGammaOffset(gamma, indexOffset);
            case Interpolation.CUBIC:
              return index_1.CubicallyInterpolatedMapping.fromGammaOffset(gamma, indexOffset);
            default:
              throw Error("Unrecognized mapping when decoding from protobuf");
          }
        };
        KeyMapping2.prototype._logGamma = function(value) {
          return Math.log2(value) * this._multiplier;
        };
        KeyMapping2.prototype._powGamma = function(value) {
          return Math.pow(2, value / this._multiplier);
        };
        KeyMapping2.prototype._protoInterpolation = function() {
          var Interpolation = require_compiled().IndexMapping.Interpolation;
          return Interpolation.NONE;
        };
        return KeyMapping2;
      })()
    );
    exports.KeyMapping = KeyMapping;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/mapping/LogarithmicMapping.js
var require_LogarithmicMapping = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/mapping/LogarithmicMapping.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.LogarithmicMapping = void 0;
    var KeyMapping_1 = require_KeyMapping();
    var LogarithmicMapping = (
      /** @class */
      (function(_super) {
        __extends(LogarithmicMapping2, _super);
        function LogarithmicMapping2(relativeAccuracy, offset) {
          if (offset === void 0) {
            offset = 0;
          }
          var _this = _super.call(this, relativeAccuracy, offset) || this;
          _this._multiplier *= Math.log(2);
          return _this;
        }
        LogarithmicMapping2.prototype._logGamma = function(value) {
          return Math.log2(value) * this._multiplier;
        };
        LogarithmicMapping2.prototype._powGamma = function(value) {
          return Math.pow(2, value / this._multiplier);
        };
        LogarithmicMapping2.prototype._protoInterpolation = function() {
          var Interpolation = require_compiled().IndexMapping.Interpolation;
          return Interpolation.NONE;
        };
        return LogarithmicMapping2;
      })(KeyMapping_1.KeyMapping)
    );
    exports.LogarithmicMapping = LogarithmicMapping;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/math.js
var require_math = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/math.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ldexp = exports.frexp = void 0;
    function frexp(value) {
      if (value === 0 || !Number.isFinite(value))
        return [value, 0];
      var absValue = Math.abs(value);
      var exponent = Math.max(-1023, Math.floor(Math.log2(absValue)) + 1);
      var mantissa = absValue * Math.pow(2, -exponent);
      while (mantissa < 0.5) {
        mantissa *= 2;
        exponent--;
      }
      while (mantissa >= 1) {
        mantissa *= 0.5;
        exponent++;
      }
      if (value < 0) {
        mantissa = -mantissa;
      }
      return [mantissa, exponent];
    }
    exports.frexp = frexp;
    function ldexp(mantissa, exponent) {
      var iterations = Math.min(3, Math.ceil(Math.abs(exponent) / 1023));
      var result = mantissa;
      for (var i = 0; i < iterations; i++) {
        result *= Math.pow(2, Math.floor((exponent + i) / iterations));
      }
      return result;
    }
    exports.ldexp = ldexp;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/mapping/LinearlyInterpolatedMapping.js
var require_LinearlyInterpolatedMapping = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/mapping/LinearlyInterpolatedMapping.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.LinearlyInterpolatedMapping = void 0;
    var KeyMapping_1 = require_KeyMapping();
    var math_1 = require_math();
    var LinearlyInterpolatedMapping = (
      /** @class */
      (function(_super) {
        __extends(LinearlyInterpolatedMapping2, _super);
        function LinearlyInterpolatedMapping2(relativeAccuracy, offset) {
          if (offset === void 0) {
            offset = 0;
          }
          return _super.call(this, relativeAccuracy, offset) || this;
        }
        LinearlyInterpolatedMapping2.prototype._log2Approx = function(value) {
          var _a = (0, math_1.frexp)(value), mantissa = _a[0], exponent = _a[1];
          var significand = 2 * mantissa - 1;
          return significand + (exponent - 1);
        };
        LinearlyInterpolatedMapping2.prototype._exp2Approx = function(value) {
          var exponent = Math.floor(value) + 1;
          var mantissa = (value - exponent + 2) / 2;
          return (0, math_1.ldexp)(mantissa, exponent);
        };
        LinearlyInterpolatedMapping2.prototype._logGamma = function(value) {
          return Math.log2(value) * this._multiplier;
        };
        LinearlyInterpolatedMapping2.prototype._powGamma = function(value) {
          return Math.pow(2, value / this._multiplier);
        };
        LinearlyInterpolatedMapping2.prototype._protoInterpolation = function() {
          var Interpolation = require_compiled().IndexMapping.Interpolation;
          return Interpolation.LINEAR;
        };
        return LinearlyInterpolatedMapping2;
      })(KeyMapping_1.KeyMapping)
    );
    exports.LinearlyInterpolatedMapping = LinearlyInterpolatedMapping;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/mapping/CubicallyInterpolatedMapping.js
var require_CubicallyInterpolatedMapping = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/mapping/CubicallyInterpolatedMapping.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CubicallyInterpolatedMapping = void 0;
    var KeyMapping_1 = require_KeyMapping();
    var math_1 = require_math();
    var CubicallyInterpolatedMapping = (
      /** @class */
      (function(_super) {
        __extends(CubicallyInterpolatedMapping2, _super);
        function CubicallyInterpolatedMapping2(relativeAccuracy, offset) {
          if (offset === void 0) {
            offset = 0;
          }
          var _this = _super.call(this, relativeAccuracy, offset) || this;
          _this.A = 6 / 35;
          _this.B = -3 / 5;
          _this.C = 10 / 7;
          _this._multiplier /= _this.C;
          return _this;
        }
        CubicallyInterpolatedMapping2.prototype._cubicLog2Approx = function(value) {
          var _a = (0, math_1.frexp)(value), mantissa = _a[0], exponent = _a[1];
          var significand = 2 * mantissa - 1;
          return ((this.A * significand + this.B) * significand + this.C) * significand + (exponent - 1);
        };
        CubicallyInterpolatedMapping2.prototype._cubicExp2Approx = function(value) {
          var exponent = Math.floor(value);
          var delta0 = this.B * this.B - 3 * this.A * this.C;
          var delta1 = 2 * this.B * this.B * this.B - 9 * this.A * this.B * this.C - 27 * this.A * this.A * (value - exponent);
          var cardano = Math.cbrt((delta1 - Math.sqrt(delta1 * delta1 - 4 * delta0 * delta0 * delta0)) / 2);
          var significandPlusOne = -(this.B + cardano + delta0 / cardano) / (3 * this.A) + 1;
          var mantissa = significandPlusOne / 2;
          return (0, math_1.ldexp)(mantissa, exponent + 1);
        };
        CubicallyInterpolatedMapping2.prototype._logGamma = function(value) {
          return this._cubicLog2Approx(value) * this._multiplier;
        };
        CubicallyInterpolatedMapping2.prototype._powGamma = function(value) {
          return this._cubicExp2Approx(value / this._multiplier);
        };
        CubicallyInterpolatedMapping2.prototype._protoInterpolation = function() {
          var Interpolation = require_compiled().IndexMapping.Interpolation;
          return Interpolation.CUBIC;
        };
        return CubicallyInterpolatedMapping2;
      })(KeyMapping_1.KeyMapping)
    );
    exports.CubicallyInterpolatedMapping = CubicallyInterpolatedMapping;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/mapping/index.js
var require_mapping = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/mapping/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CubicallyInterpolatedMapping = exports.LinearlyInterpolatedMapping = exports.LogarithmicMapping = exports.KeyMapping = void 0;
    var KeyMapping_1 = require_KeyMapping();
    Object.defineProperty(exports, "KeyMapping", { enumerable: true, get: function() {
      return KeyMapping_1.KeyMapping;
    } });
    var LogarithmicMapping_1 = require_LogarithmicMapping();
    Object.defineProperty(exports, "LogarithmicMapping", { enumerable: true, get: function() {
      return LogarithmicMapping_1.LogarithmicMapping;
    } });
    var LinearlyInterpolatedMapping_1 = require_LinearlyInterpolatedMapping();
    Object.defineProperty(exports, "LinearlyInterpolatedMapping", { enumerable: true, get: function() {
      return LinearlyInterpolatedMapping_1.LinearlyInterpolatedMapping;
    } });
    var CubicallyInterpolatedMapping_1 = require_CubicallyInterpolatedMapping();
    Object.defineProperty(exports, "CubicallyInterpolatedMapping", { enumerable: true, get: function() {
      return CubicallyInterpolatedMapping_1.CubicallyInterpolatedMapping;
    } });
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/DDSketch.js
var require_DDSketch = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/DDSketch.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.LogCollapsingHighestDenseDDSketch = exports.LogCollapsingLowestDenseDDSketch = exports.DDSketch = void 0;
    var store_1 = require_store();
    var mapping_1 = require_mapping();
    var DEFAULT_RELATIVE_ACCURACY = 0.01;
    var DEFAULT_BIN_LIMIT = 2048;
    var BaseDDSketch = (
      /** @class */
      (function() {
        function BaseDDSketch2(_a) {
          var mapping = _a.mapping, store = _a.store, negativeStore = _a.negativeStore, zeroCount = _a.zeroCount;
          this.mapping = mapping;
          this.store = store;
          this.negativeStore = negativeStore;
          this.zeroCount = zeroCount;
          this.count = this.negativeStore.count + this.zeroCount + this.store.count;
          this.min = Infinity;
          this.max = -Infinity;
          this.sum = 0;
        }
        BaseDDSketch2.prototype.accept = function(value, weight) {
          if (weight === void 0) {
            weight = 1;
          }
          if (weight <= 0) {
            throw Error("Weight must be a positive number");
          }
          if (value > this.mapping.minPossible) {
            var key = this.mapping.key(value);
            this.store.add(key, weight);
          } else if (value < -this.mapping.minPossible) {
            var key = this.mapping.key(-value);
            this.negativeStore.add(key, weight);
          } else {
            this.zeroCount += weight;
          }
          this.count += weight;
          this.sum += value * weight;
          if (value < this.min) {
            this.min = value;
          }
          if (value > this.max) {
            this.max = value;
          }
        };
        BaseDDSketch2.prototype.getValueAtQuantile = function(quantile) {
          if (quantile < 0 || quantile > 1 || this.count === 0) {
            return NaN;
          }
          var rank = quantile * (this.count - 1);
          var quantileValue = 0;
          if (rank < this.negativeStore.count) {
            var reversedRank = this.negativeStore.count - rank - 1;
            var key = this.negativeStore.keyAtRank(reversedRank, false);
            quantileValue = -this.mapping.value(key);
          } else if (rank < this.zeroCount + this.negativeStore.count) {
            return 0;
          } else {
            var key = this.store.keyAtRank(rank - this.zeroCount - this.negativeStore.count);
            quantileValue = this.mapping.value(key);
          }
          return quantileValue;
        };
        BaseDDSketch2.prototype.merge = function(sketch) {
          if (!this.mergeable(sketch)) {
            throw new Error("Cannot merge two DDSketches with different `relativeAccuracy` parameters");
          }
          if (sketch.count === 0) {
            return;
          }
          if (this.count === 0) {
            this._copy(sketch);
            return;
          }
          this.store.merge(sketch.store);
          this.zeroCount += sketch.zeroCount;
          this.count += sketch.count;
          this.sum += sketch.sum;
          if (sketch.min < this.min) {
            this.min = sketch.min;
          }
          if (sketch.max > this.max) {
            this.max = sketch.max;
          }
        };
        BaseDDSketch2.prototype.mergeable = function(sketch) {
          return this.mapping.gamma === sketch.mapping.gamma;
        };
        BaseDDSketch2.prototype._copy = function(sketch) {
          this.store.copy(sketch.store);
          this.negativeStore.copy(sketch.negativeStore);
          this.zeroCount = sketch.zeroCount;
          this.min = sketch.min;
          this.max = sketch.max;
          this.count = sketch.count;
          this.sum = sketch.sum;
        };
        BaseDDSketch2.prototype.toProto = function() {
          var ProtoDDSketch = require_compiled().DDSketch;
          var message = ProtoDDSketch.create({
            mapping: this.mapping.toProto(),
            positiveValues: this.store.toProto(),
            negativeValues: this.negativeStore.toProto(),
            zeroCount: this.zeroCount
          });
          return ProtoDDSketch.encode(message).finish();
        };
        BaseDDSketch2.fromProto = function(buffer) {
          var ProtoDDSketch = require_compiled().DDSketch;
          var decoded = ProtoDDSketch.decode(buffer);
          var mapping = mapping_1.KeyMapping.fromProto(decoded.mapping);
          var store = store_1.DenseStore.fromProto(decoded.positiveValues);
          var negativeStore = store_1.DenseStore.fromProto(decoded.negativeValues);
          var zeroCount = decoded.zeroCount;
          return new BaseDDSketch2({ mapping, store, negativeStore, zeroCount });
        };
        return BaseDDSketch2;
      })()
    );
    var defaultConfig = {
      relativeAccuracy: DEFAULT_RELATIVE_ACCURACY
    };
    var DDSketch2 = (
      /** @class */
      (function(_super) {
        __extends(DDSketch3, _super);
        function DDSketch3(_a) {
          var _b = _a === void 0 ? defaultConfig : _a, _c = _b.relativeAccuracy, relativeAccuracy = _c === void 0 ? DEFAULT_RELATIVE_ACCURACY : _c;
          var mapping = new mapping_1.LogarithmicMapping(relativeAccuracy);
          var store = new store_1.DenseStore();
          var negativeStore = new store_1.DenseStore();
          return _super.call(this, { mapping, store, negativeStore, zeroCount: 0 }) || this;
        }
        return DDSketch3;
      })(BaseDDSketch)
    );
    exports.DDSketch = DDSketch2;
    var LogCollapsingLowestDenseDDSketch = (
      /** @class */
      (function(_super) {
        __extends(LogCollapsingLowestDenseDDSketch2, _super);
        function LogCollapsingLowestDenseDDSketch2(_a) {
          var _b = _a === void 0 ? defaultConfig : _a, _c = _b.relativeAccuracy, relativeAccuracy = _c === void 0 ? DEFAULT_RELATIVE_ACCURACY : _c, _d = _b.binLimit, binLimit = _d === void 0 ? DEFAULT_BIN_LIMIT : _d;
          var mapping = new mapping_1.LogarithmicMapping(relativeAccuracy);
          var store = new store_1.CollapsingLowestDenseStore(binLimit);
          var negativeStore = new store_1.CollapsingLowestDenseStore(binLimit);
          return _super.call(this, { mapping, store, negativeStore, zeroCount: 0 }) || this;
        }
        return LogCollapsingLowestDenseDDSketch2;
      })(BaseDDSketch)
    );
    exports.LogCollapsingLowestDenseDDSketch = LogCollapsingLowestDenseDDSketch;
    var LogCollapsingHighestDenseDDSketch = (
      /** @class */
      (function(_super) {
        __extends(LogCollapsingHighestDenseDDSketch2, _super);
        function LogCollapsingHighestDenseDDSketch2(_a) {
          var _b = _a === void 0 ? defaultConfig : _a, _c = _b.relativeAccuracy, relativeAccuracy = _c === void 0 ? DEFAULT_RELATIVE_ACCURACY : _c, _d = _b.binLimit, binLimit = _d === void 0 ? DEFAULT_BIN_LIMIT : _d;
          var mapping = new mapping_1.LogarithmicMapping(relativeAccuracy);
          var store = new store_1.CollapsingHighestDenseStore(binLimit);
          var negativeStore = new store_1.CollapsingHighestDenseStore(binLimit);
          return _super.call(this, { mapping, store, negativeStore, zeroCount: 0 }) || this;
        }
        return LogCollapsingHighestDenseDDSketch2;
      })(BaseDDSketch)
    );
    exports.LogCollapsingHighestDenseDDSketch = LogCollapsingHighestDenseDDSketch;
  }
});

// node_modules/@datadog/sketches-js/dist/ddsketch/index.js
var require_ddsketch = __commonJS({
  "node_modules/@datadog/sketches-js/dist/ddsketch/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    __exportStar(require_DDSketch(), exports);
  }
});

// node_modules/@datadog/sketches-js/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@datadog/sketches-js/dist/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    __exportStar(require_ddsketch(), exports);
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/main.js"(exports, module) {
    "use strict";
    var erfc = require_lib7();
    var sqrt = require_lib5();
    var isnan = require_lib2();
    function cdf(x, mu, sigma) {
      var denom;
      var xc;
      if (isnan(x) || isnan(mu) || isnan(sigma) || sigma < 0) {
        return NaN;
      }
      if (sigma === 0) {
        return x < mu ? 0 : 1;
      }
      denom = sigma * sqrt(2);
      xc = x - mu;
      return 0.5 * erfc(-xc / denom);
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    function cdf(x, mu) {
      if (isnan(x) || isnan(mu)) {
        return NaN;
      }
      return x < mu ? 0 : 1;
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var isnan = require_lib2();
    function factory(mu) {
      if (isnan(mu)) {
        return constantFunction(NaN);
      }
      return cdf;
      function cdf(x) {
        if (isnan(x)) {
          return NaN;
        }
        return x < mu ? 0 : 1;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/index.js
var require_lib10 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main2();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var degenerate = require_lib10().factory;
    var isnan = require_lib2();
    var sqrt = require_lib5();
    var erfc = require_lib7();
    function factory(mu, sigma) {
      var denom;
      if (isnan(mu) || isnan(sigma) || sigma < 0) {
        return constantFunction(NaN);
      }
      if (sigma === 0) {
        return degenerate(mu);
      }
      denom = sigma * sqrt(2);
      return cdf;
      function cdf(x) {
        var xc;
        if (isnan(x)) {
          return NaN;
        }
        xc = x - mu;
        return 0.5 * erfc(-xc / denom);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/index.js
var require_lib11 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -5087819496582806e-19;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -5087819496582806e-19 + x * (-0.008368748197417368 + x * (0.03348066254097446 + x * (-0.012692614766297404 + x * (-0.03656379714117627 + x * (0.02198786811111689 + x * (0.008226878746769157 + x * (-0.005387729650712429 + x * (0 + x * 0))))))));
        s2 = 1 + x * (-0.9700050433032906 + x * (-1.5657455823417585 + x * (1.5622155839842302 + x * (0.662328840472003 + x * (-0.7122890234154284 + x * (-0.05273963823400997 + x * (0.07952836873415717 + x * (-0.0023339375937419 + x * 8862163904564247e-19))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (0 + x * (-0.005387729650712429 + x * (0.008226878746769157 + x * (0.02198786811111689 + x * (-0.03656379714117627 + x * (-0.012692614766297404 + x * (0.03348066254097446 + x * (-0.008368748197417368 + x * -5087819496582806e-19))))))));
        s2 = 8862163904564247e-19 + x * (-0.0023339375937419 + x * (0.07952836873415717 + x * (-0.05273963823400997 + x * (-0.7122890234154284 + x * (0.662328840472003 + x * (1.5622155839842302 + x * (-1.5657455823417585 + x * (-0.9700050433032906 + x * 1))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.20243350835593876;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.20243350835593876 + x * (0.10526468069939171 + x * (8.3705032834312 + x * (17.644729840837403 + x * (-18.851064805871424 + x * (-44.6382324441787 + x * (17.445385985570866 + x * (21.12946554483405 + x * -3.6719225470772936)))))));
        s2 = 1 + x * (6.242641248542475 + x * (3.971343795334387 + x * (-28.66081804998 + x * (-20.14326346804852 + x * (48.560921310873994 + x * (10.826866735546016 + x * (-22.643693341313973 + x * 1.7211476576120028)))))));
      } else {
        x = 1 / x;
        s1 = -3.6719225470772936 + x * (21.12946554483405 + x * (17.445385985570866 + x * (-44.6382324441787 + x * (-18.851064805871424 + x * (17.644729840837403 + x * (8.3705032834312 + x * (0.10526468069939171 + x * -0.20243350835593876)))))));
        s2 = 1.7211476576120028 + x * (-22.643693341313973 + x * (10.826866735546016 + x * (48.560921310873994 + x * (-20.14326346804852 + x * (-28.66081804998 + x * (3.971343795334387 + x * (6.242641248542475 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.1311027816799519;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.1311027816799519 + x * (-0.16379404719331705 + x * (0.11703015634199525 + x * (0.38707973897260434 + x * (0.3377855389120359 + x * (0.14286953440815717 + x * (0.029015791000532906 + x * (0.0021455899538880526 + x * (-6794655751811263e-22 + x * (28522533178221704e-24 + x * -681149956853777e-24)))))))));
        s2 = 1 + x * (3.4662540724256723 + x * (5.381683457070069 + x * (4.778465929458438 + x * (2.5930192162362027 + x * (0.848854343457902 + x * (0.15226433829533179 + x * (0.011059242293464892 + x * (0 + x * (0 + x * 0)))))))));
      } else {
        x = 1 / x;
        s1 = -681149956853777e-24 + x * (28522533178221704e-24 + x * (-6794655751811263e-22 + x * (0.0021455899538880526 + x * (0.029015791000532906 + x * (0.14286953440815717 + x * (0.3377855389120359 + x * (0.38707973897260434 + x * (0.11703015634199525 + x * (-0.16379404719331705 + x * -0.1311027816799519)))))))));
        s2 = 0 + x * (0 + x * (0 + x * (0.011059242293464892 + x * (0.15226433829533179 + x * (0.848854343457902 + x * (2.5930192162362027 + x * (4.778465929458438 + x * (5.381683457070069 + x * (3.4662540724256723 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0350353787183178;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0350353787183178 + x * (-0.0022242652921344794 + x * (0.018557330651423107 + x * (0.009508047013259196 + x * (0.0018712349281955923 + x * (15754461742496055e-20 + x * (460469890584318e-20 + x * (-2304047769118826e-25 + x * 26633922742578204e-28)))))));
        s2 = 1 + x * (1.3653349817554064 + x * (0.7620591645536234 + x * (0.22009110576413124 + x * (0.03415891436709477 + x * (0.00263861676657016 + x * (7646752923027944e-20 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 26633922742578204e-28 + x * (-2304047769118826e-25 + x * (460469890584318e-20 + x * (15754461742496055e-20 + x * (0.0018712349281955923 + x * (0.009508047013259196 + x * (0.018557330651423107 + x * (-0.0022242652921344794 + x * -0.0350353787183178)))))));
        s2 = 0 + x * (0 + x * (7646752923027944e-20 + x * (0.00263861676657016 + x * (0.03415891436709477 + x * (0.22009110576413124 + x * (0.7620591645536234 + x * (1.3653349817554064 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.016743100507663373;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.016743100507663373 + x * (-0.0011295143874558028 + x * (0.001056288621524929 + x * (20938631748758808e-20 + x * (14962478375834237e-21 + x * (44969678992770644e-23 + x * (4625961635228786e-24 + x * (-2811287356288318e-29 + x * 9905570997331033e-32)))))));
        s2 = 1 + x * (0.5914293448864175 + x * (0.1381518657490833 + x * (0.016074608709367652 + x * (9640118070051656e-19 + x * (27533547476472603e-21 + x * (282243172016108e-21 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 9905570997331033e-32 + x * (-2811287356288318e-29 + x * (4625961635228786e-24 + x * (44969678992770644e-23 + x * (14962478375834237e-21 + x * (20938631748758808e-20 + x * (0.001056288621524929 + x * (-0.0011295143874558028 + x * -0.016743100507663373)))))));
        s2 = 0 + x * (0 + x * (282243172016108e-21 + x * (27533547476472603e-21 + x * (9640118070051656e-19 + x * (0.016074608709367652 + x * (0.1381518657490833 + x * (0.5914293448864175 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/main.js
var require_main3 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var sqrt = require_lib5();
    var ln = require_lib6();
    var PINF = require_lib3();
    var NINF = require_lib4();
    var rationalFcnR1 = require_rational_p1q1();
    var rationalFcnR2 = require_rational_p2q2();
    var rationalFcnR3 = require_rational_p3q3();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfinv(x) {
      var sign;
      var ax;
      var qs;
      var q;
      var g;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 1) {
        return PINF;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === 0) {
        return x;
      }
      if (x > 1 || x < -1) {
        return NaN;
      }
      if (x < 0) {
        sign = -1;
        ax = -x;
      } else {
        sign = 1;
        ax = x;
      }
      q = 1 - ax;
      if (ax <= 0.5) {
        g = ax * (ax + 10);
        r = rationalFcnR1(ax);
        return sign * (g * Y1 + g * r);
      }
      if (q >= 0.25) {
        g = sqrt(-2 * ln(q));
        q -= 0.25;
        r = rationalFcnR2(q);
        return sign * (g / (Y2 + r));
      }
      q = sqrt(-ln(q));
      if (q < 3) {
        qs = q - 1.125;
        r = rationalFcnR3(qs);
        return sign * (Y3 * q + r * q);
      }
      if (q < 6) {
        qs = q - 3;
        r = rationalFcnR4(qs);
        return sign * (Y4 * q + r * q);
      }
      qs = q - 6;
      r = rationalFcnR5(qs);
      return sign * (Y5 * q + r * q);
    }
    module.exports = erfinv;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main3();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js
var require_main4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js"(exports, module) {
    "use strict";
    var erfinv = require_lib12();
    var isnan = require_lib2();
    var sqrt = require_lib5();
    function quantile(p, mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || isnan(p) || sigma < 0 || p < 0 || p > 1) {
        return NaN;
      }
      if (sigma === 0) {
        return mu;
      }
      A = mu;
      B = sigma * sqrt(2);
      return A + B * erfinv(2 * p - 1);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js
var require_factory3 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var degenerate = require_lib9().factory;
    var erfinv = require_lib12();
    var isnan = require_lib2();
    var sqrt = require_lib5();
    function factory(mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || sigma < 0) {
        return constantFunction(NaN);
      }
      if (sigma === 0) {
        degenerate(mu);
      }
      A = mu;
      B = sigma * sqrt(2);
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return A + B * erfinv(2 * p - 1);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js
var require_lib13 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main4();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/files/config-file.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/files/named-file.ts
var MAX_NAMED_FILE_BYTES = 256 * 1024;
function readNamedFile(o, fix) {
  requireInside(o.checkout, o.path, o.key, o.source);
  try {
    return readAtMost(o.path, MAX_NAMED_FILE_BYTES, () => {
      return new ConfigError(
        `${o.source}: ${o.key} ${shownValue(o.written)} is larger than 256 KiB, the most perf-gate reads of it.`,
        { fix }
      );
    });
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `${o.source}: ${o.key} points to ${shownValue(o.written)}, which cannot be read (${error.code ?? String(error)}).`,
      { fix }
    );
  }
}
function readMyCnf(path, written, source, checkout) {
  const text2 = readNamedFile(
    { path, written, key: "database.server", source, checkout },
    `Give the path of the my.cnf the database runs with, relative to ${source}, or write the variables under database.server (max_connections: 60).`
  );
  return { ...variablesFromMyCnf(text2, written), file: { path, written } };
}

// src/files/config-file.ts
var BUNDLED_SCENARIOS = [REQUESTS_SCENARIO];
var EXAMPLE_SCENARIOS = ["read-heavy", "mixed", "spike", "ramp"];
var MAX_CONFIG_BYTES = 1024 * 1024;
function configTooLarge(name) {
  return new ConfigError(
    `The config file ${name} is larger than 1 MiB, the most perf-gate reads.`,
    {
      fix: "Keep perf-gate.yml to settings: move data into database.init SQL files and request lists into the k6 script."
    }
  );
}
function loadConfig(path, overrides = {}, options = {}) {
  const file = resolve(path);
  const checkout = options.checkout ?? enclosingWorkTree(dirname(file));
  const name = file.split("/").pop() ?? file;
  requireInside(checkout, file, "the config file", name);
  let text2;
  try {
    text2 = readAtMost(file, MAX_CONFIG_BYTES, () => configTooLarge(path));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `Cannot read the config file ${path} (${error.code ?? String(error)}).`,
      {
        fix: "Create perf-gate.yml in the app checkout, or pass its path with --config (CLI) / config (action input)."
      }
    );
  }
  return parseConfig(text2, file, overrides, { ...checkout ? { checkout } : {} });
}
function parseConfig(text2, file, overrides = {}, options = {}) {
  const name = file.split("/").pop() ?? file;
  if (text2.length > MAX_CONFIG_BYTES) throw configTooLarge(name);
  const lineCounter = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text2, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    const first = document.errors[0];
    const position = lineCounter.linePos(first.pos[0]);
    throw new ConfigError(
      `${name}:${position.line}: is not valid YAML (${first.message.split("\n")[0].slice(0, 200)}).`,
      {
        fix: 'Fix the YAML syntax at that line (indentation, a missing ":" or an unclosed quote).'
      }
    );
  }
  const raw = document.toJS();
  const parsed = configFileSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => formatIssue(issue, name, raw, (p) => {
        const node = document.getIn(p, true);
        return node?.range ? lineCounter.linePos(node.range[0]).line : void 0;
      })
    );
    throw new ConfigError(lines.join("\n"), {
      fix: "Correct the keys above; see docs/configuration.md for every key, its unit and its default."
    });
  }
  const baseDir = dirname(file);
  const resolvePath = (p) => isAbsolute(p) ? p : join(baseDir, p);
  const resolveScript = (script) => {
    if (BUNDLED_SCENARIOS.includes(script)) return join(packageRoot(), "scenarios", `${script}.js`);
    if (EXAMPLE_SCENARIOS.includes(script)) {
      throw new ConfigError(
        `${name}: script "${script}" was the travel-content example's own scenario; it calls that example's endpoints only and now lives in examples/travel-content/k6/${script}.js.`,
        {
          fix: `For your app, write a k6 script tagged with \`name\` (give its path), or list the requests to send under scenarios[].requests (docs/configuration.md); for the example, give the path examples/travel-content/k6/${script}.js.`
        }
      );
    }
    return resolvePath(script);
  };
  refuseUnsupportedServices(parsed.data, name);
  const config = toGateConfig(withFlags(parsed.data, overrides), name, resolvePath, resolveScript);
  const myCnf = parsed.data.database?.server;
  if (typeof myCnf === "string") {
    config.database.server = readMyCnf(resolvePath(myCnf), myCnf, name, options.checkout);
  }
  config.database.serverArgs.push(...serverArguments(config.database.server));
  if (config.proxy) {
    config.proxy.text = readNamedFile(
      {
        path: config.proxy.file,
        written: config.proxy.written,
        key: "proxy.config",
        source: name,
        checkout: options.checkout
      },
      `Give the path of the nginx.conf production runs, relative to ${name}.`
    );
  }
  applyOverrides(config, overrides);
  if (options.checkFiles !== false) checkFiles(config, options.checkout);
  return config;
}
function refuseUnsupportedServices(data, source) {
  const named = ["kafka", "postgresql", "mongodb"].filter(
    (service) => data.services?.[service] !== void 0
  );
  if (named.length === 0) return;
  throw new ConfigError(
    `${source}: services.${named[0]} is not supported yet: perf-gate boots MySQL and Redis beside the app.`,
    {
      fix: `Leave services.${named[0]} out and give the app a profile that runs without it (an embedded broker or a stub), or point it at one through app.env.`
    }
  );
}
function withFlags(data, o) {
  if (o.rate !== void 0 && !(o.rate > 0 && o.rate <= LIMITS.rate)) {
    throw new ConfigError(
      `rate must be a number from above 0 to ${LIMITS.rate} requests/s (got ${String(o.rate)}).`,
      { fix: `Pass --rate with a target rate of at most ${LIMITS.rate}.` }
    );
  }
  return {
    ...data,
    ...o.rounds === void 0 ? {} : { compare: { ...data.compare, rounds: checkedRounds(o.rounds) } },
    scenarios: data.scenarios.map((s) => ({
      ...s,
      ...o.rate === void 0 ? {} : { rate: o.rate },
      ...o.warmupMs === void 0 ? {} : { warmup: o.warmupMs },
      ...o.durationMs === void 0 ? {} : { duration: o.durationMs }
    }))
  };
}
function checkedRounds(rounds) {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > LIMITS.rounds) {
    throw new ConfigError(
      `rounds must be a whole number from 1 to ${LIMITS.rounds} (got ${String(rounds)}).`,
      {
        fix: `Pass --rounds 3 (or the rounds input) with a whole number from 1 to ${LIMITS.rounds}.`
      }
    );
  }
  return rounds;
}
function applyOverrides(config, o) {
  if (o.scenario) {
    const chosen = config.scenarios.filter((s) => s.name === o.scenario);
    if (chosen.length === 0) {
      throw new ConfigError(
        `scenario "${o.scenario}" is not in ${config.source} (it has: ${config.scenarios.map((s) => s.name).join(", ")}).`,
        {
          fix: "Pass one of the scenario names listed, or leave the scenario input empty to run all."
        }
      );
    }
    config.scenarios = chosen;
  }
  if (o.base) config.compare.base = o.base;
  if (o.appImage) config.app.image = o.appImage;
  if (o.buildImage) config.app.buildImage = o.buildImage;
  if (o.sandbox !== void 0) config.app.sandbox = o.sandbox;
  if (o.databaseImage) config.database.image = o.databaseImage;
  if (o.k6) config.load.k6 = o.k6;
  if (o.k6Image) config.load.image = o.k6Image;
  if (o.failOnInconclusive !== void 0) config.gate.failOnInconclusive = o.failOnInconclusive;
  if (o.appEnv) Object.assign(config.app.env, o.appEnv);
  if (o.databaseVariables) Object.assign(config.database.variables, o.databaseVariables);
}
function checkFiles(config, checkout) {
  const bundled = join(packageRoot(), "scenarios");
  config.scenarios.forEach((scenario, index) => {
    if (dirname(scenario.script) !== bundled) {
      requireInside(checkout, scenario.script, `scenarios[${index}].script`, config.source);
    }
    if (!existsSync(scenario.script)) {
      throw new ConfigError(
        `${config.source}: scenarios[${index}].script points to ${scenario.script}, which does not exist.`,
        {
          fix: `Give a path relative to ${config.source}, or one of the bundled scenarios: ${BUNDLED_SCENARIOS.join(", ")}.`
        }
      );
    }
  });
  const sqlFiles = [
    ...config.database.init.map((file, index) => ({ key: `database.init[${index}]`, file })),
    ...config.database.initAfterBoot.map((file, index) => ({
      key: `database.init-after-boot[${index}]`,
      file
    }))
  ];
  for (const { key, file } of sqlFiles) {
    requireInside(checkout, file, key, config.source);
    if (!existsSync(file)) {
      throw new ConfigError(`${config.source}: ${key} points to ${file}, which does not exist.`, {
        fix: `Give SQL file paths relative to ${config.source}.`
      });
    }
  }
  requireInside(checkout, config.app.directory, "app.directory", config.source);
  if (!existsSync(config.app.directory)) {
    throw new ConfigError(
      `${config.source}: app.directory ${config.app.directory} does not exist.`,
      {
        fix: `Give the app's folder relative to ${config.source} (default ".").`
      }
    );
  }
}
function formatIssue(issue, file, raw, lineOf) {
  const path = issue.path;
  const key = formatPath(path);
  if (issue.code === "unrecognized_keys") {
    const known = knownKeysAt(path);
    return issue.keys.map((unknownKey) => {
      const line2 = lineOf([...path, unknownKey]);
      const where3 = `${file}${line2 ? `:${line2}` : ""}`;
      const suggestion = closest(unknownKey, known);
      const full = key ? `${key}.${unknownKey}` : unknownKey;
      return `${where3}: ${full} is not a known key${suggestion ? ` (did you mean "${suggestion}"?)` : ""}.`;
    }).join("\n");
  }
  const line = lineOf(path);
  const where2 = `${file}${line ? `:${line}` : ""}`;
  const value = valueAt(raw, path);
  const got = value === void 0 ? "it is missing" : `got ${shownValue(value)}`;
  const message = issue.code === "invalid_type" && value === void 0 ? "is required" : issue.message;
  return `${where2}: ${key || "(top level)"} ${message} (${got}).`;
}
function formatPath(path) {
  return path.map(
    (part, i) => typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`
  ).join("");
}
function valueAt(raw, path) {
  let current = raw;
  for (const part of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[part];
  }
  return current;
}
function knownKeysAt(path) {
  let schema = configFileSchema;
  for (const part of path) {
    schema = unwrap(schema);
    if (typeof part === "number") schema = schema.element;
    else schema = schema.shape?.[String(part)];
  }
  const shape = unwrap(schema)?.shape;
  return shape ? Object.keys(shape) : [];
}
function unwrap(schema) {
  let current = schema;
  while (current?.unwrap && (current.def?.type === "optional" || current.def?.type === "nullable")) {
    current = current.unwrap();
  }
  return current;
}
function closest(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = levenshtein(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}
function levenshtein(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
function packageRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && readFileSync(manifest, "utf8").includes('"name": "perf-gate"'))
      return dir;
    dir = dirname(dir);
  }
  throw new Error("perf-gate: cannot find its own package folder");
}

// src/engine/redact.ts
var REDACTED = "***";
var SECRET_NAME = /pass|secret|token|key|credential|auth|private|cookie|session|signature/i;
var MIN_SECRET_LENGTH = 4;
var secrets = /* @__PURE__ */ new Set();
function isSecretName(name) {
  return SECRET_NAME.test(name);
}
function registerSecret(value) {
  if (value !== void 0 && value.length >= MIN_SECRET_LENGTH) secrets.add(value);
  return value;
}
function registerRunnerSecrets(env = process.env) {
  const found = Object.entries(env).filter(([name]) => /^(ACTIONS|INPUT)_/i.test(name) && /TOKEN/i.test(name)).filter(([, value]) => (value?.length ?? 0) >= 16).map(([, value]) => registerSecret(value)).filter((value) => value !== void 0);
  return found;
}
function secretsOfConfig(config) {
  const values = [config.database.password, rootPasswordFor(config.database.password)];
  const maps = [
    config.app.env,
    config.database.variables,
    ...config.scenarios.map((scenario) => scenario.env)
  ];
  for (const map of maps)
    for (const [name, value] of Object.entries(map))
      if (isSecretName(name)) values.push(String(value));
  return values.filter((value) => value.length >= MIN_SECRET_LENGTH);
}
function rootPasswordFor(password) {
  return `root-${password}`;
}
function registerConfigSecrets(config) {
  const values = secretsOfConfig(config);
  for (const value of values) registerSecret(value);
  return values;
}
function redactText(text2) {
  let out = text2;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    out = out.split(secret).join(REDACTED);
  return out;
}
function redactDeep(value) {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      // Keys too: endpoint labels and series names come from the PR's k6 tags.
      Object.entries(value).map(([key, item]) => [redactText(key), redactDeep(item)])
    );
  }
  return value;
}
function redactMap(map) {
  return Object.fromEntries(
    Object.entries(map).map(([name, value]) => [name, isSecretName(name) ? REDACTED : value])
  );
}
function redactConfig(config) {
  return redactDeep({
    ...config,
    database: {
      ...config.database,
      password: REDACTED,
      variables: redactMap(config.database.variables)
    },
    app: { ...config.app, env: redactMap(config.app.env) },
    scenarios: config.scenarios.map((scenario) => ({ ...scenario, env: redactMap(scenario.env) }))
  });
}

// src/engine/edge.ts
function stageRecorder(stages, first, onChange) {
  let current = first;
  return {
    current: () => current,
    enter: (name) => {
      current = name;
    },
    stage: async (name, side, work) => {
      current = name;
      const at = Date.now();
      const timing = {
        stage: name,
        startedAt: new Date(at).toISOString(),
        durationMs: 0,
        ok: false
      };
      if (side) timing.side = side;
      stages.push(timing);
      try {
        const value = await work();
        timing.ok = true;
        return value;
      } finally {
        timing.durationMs = Date.now() - at;
        onChange?.();
      }
    }
  };
}
function errorRecord(error, stage) {
  const record = {
    kind: error instanceof PerfGateError ? error.kind : "environment",
    message: error instanceof Error ? error.message : describeError(error),
    stage
  };
  if (error instanceof PerfGateError && error.fix) record.fix = error.fix;
  return record;
}
function interruptedRecord(signal, stage, o) {
  return {
    kind: "environment",
    message: `Interrupted by ${signal}; containers and processes were removed.${o.kept ? ` ${o.kept}` : ""}`,
    fix: `Re-run ${o.what}; on CI, raise the job timeout if it was cancelled for time.`,
    stage
  };
}
function writeTextFile(path, text2, what = "report") {
  writeOutputFile(path, redactText(text2), what);
}
function writeJsonFile(path, value) {
  writeTextFile(path, `${JSON.stringify(redactDeep(value), null, 2)}
`, "result file");
}
function renderGuarded(render, onFailure) {
  try {
    return render();
  } catch (error) {
    onFailure?.(`The report could not be rendered: ${describeError(error)}`);
    return `perf-gate: the report could not be rendered (${describeError(error)}); see the result JSON.`;
  }
}
function writeOutputs(o) {
  const markdown = renderGuarded(o.markdown, o.onRenderFailure);
  const html = renderGuarded(o.html, o.onRenderFailure);
  writeJsonFile(o.resultPath, o.result);
  writeTextFile(htmlPathFor(o.resultPath), `${html}
`);
  if (o.reportPath) writeTextFile(o.reportPath, `${markdown}
`);
  return redactText(markdown);
}
async function runAtEdge(o) {
  const scope = new ResourceScope();
  let interrupted = false;
  const uninstall = installSignalTeardown(async (signal) => {
    interrupted = true;
    try {
      o.onInterrupt(signal);
      process.stderr.write(`perf-gate: result written to ${o.resultPath}
`);
    } catch (error) {
      process.stderr.write(`perf-gate: ${describeError(error)}
`);
    }
    await Promise.all([scope.release(), (o.removeStray ?? removeOwnContainers)().catch(() => 0)]);
  });
  let value;
  try {
    value = await o.run(scope);
  } catch (error) {
    if (!interrupted) value = o.onError(error);
  } finally {
    await scope.release();
    if (!interrupted) uninstall();
  }
  if (interrupted) return new Promise(() => void 0);
  return value;
}

// src/analysis/compare-options.ts
function comparisonOptions(config) {
  const { compare } = config;
  const source = noiseSource(config);
  return {
    tolerances: {
      latency: compare.tolerance.latency * 100,
      p95: compare.tolerance.p95 * 100,
      p99: compare.tolerance.p99 * 100,
      tps: compare.tolerance.tps * 100,
      errorRate: compare.tolerance.errors * 100
    },
    confidence: compare.confidence,
    // One app instance per side for the whole gate: its offset is shared by all pairs.
    instanceNoise: compare.reuseApp ? Math.log1p(compare.instanceNoise) : 0,
    speedAdjustment: compare.speedAdjustment ?? 0,
    stealAdjustment: compare.stealAdjustment ?? 0,
    ...source === void 0 ? {} : { noiseSource: source },
    endpoints: true,
    endpointFamily: compare.endpoints,
    gateConfidence: compare.confidence,
    primary: compare.primary,
    // Scenarios share the gate's false-alarm rate equally (src/analysis/family.ts).
    familyShare: 1 / Math.max(1, config.scenarios?.length ?? 1)
  };
}

// src/engine/gate.ts
import { randomInt } from "node:crypto";

// src/lab/order.ts
var MAX_SEED = 4294967295;
function gateOrder(order, rounds, sides, seed) {
  if (sides.length < 2) {
    return { boot: [...sides], rounds: Array.from({ length: rounds }, () => [...sides]) };
  }
  const [a, b] = sides;
  const rng = mersenne(seed >>> 0);
  const draw = (max2) => uniformInt(rng, 0, max2);
  const boot = draw(1) === 0 ? [a, b] : [b, a];
  const ab = [a, b];
  const ba = [b, a];
  let firstIsA;
  if (order === "alternate" || order === "abba") {
    const startWithA = draw(1) === 0;
    const pattern = (round2) => order === "alternate" ? round2 % 2 === 0 : round2 % 4 === 0 || round2 % 4 === 3;
    firstIsA = Array.from({ length: rounds }, (_, round2) => pattern(round2) === startWithA);
  } else {
    firstIsA = Array.from({ length: rounds }, (_, round2) => round2 < Math.floor(rounds / 2));
    if (rounds % 2 === 1) firstIsA[rounds - 1] = draw(1) === 0;
    for (let i = rounds - 1; i > 0; i--) {
      const j = draw(i);
      [firstIsA[i], firstIsA[j]] = [firstIsA[j], firstIsA[i]];
    }
  }
  return { boot, rounds: firstIsA.map((first) => [...first ? ab : ba]) };
}

// src/lab/plan.ts
function planGate(config, sides, seed) {
  const { compare } = config;
  const scenarios = config.scenarios.map((s) => s.name);
  const names = sides.map((s) => s.side);
  const multi = sides.length > 1;
  const sequential = multi && compare.sequential && compare.sequential.maxRounds > compare.rounds ? compare.sequential : void 0;
  const rounds = multi ? sequential?.maxRounds ?? compare.rounds : 1;
  const order = gateOrder(compare.order, rounds, names, seed);
  const reuseApp = compare.reuseApp;
  const pauseIdle = multi && reuseApp && compare.pauseIdle;
  const steps = [];
  const windowsNeedReset = multi || scenarios.length > 1;
  const snapshotOf = /* @__PURE__ */ new Map();
  let holds;
  if (multi) {
    const seen = /* @__PURE__ */ new Map();
    for (const { side, data } of sides) {
      const existing = seen.get(data);
      if (existing) {
        snapshotOf.set(side, existing);
        continue;
      }
      steps.push({ step: "load-data", side, snapshot: side });
      holds = side;
      seen.set(data, side);
      snapshotOf.set(side, side);
    }
  } else if (windowsNeedReset && !reuseApp) {
    steps.push({ step: "snapshot", snapshot: "pr" });
    snapshotOf.set("pr", "pr");
    holds = "pr";
  }
  const running = /* @__PURE__ */ new Set();
  if (reuseApp) {
    for (const side of order.boot) {
      const initial = snapshotOf.get(side);
      if (initial !== void 0 && initial !== holds) {
        steps.push({ step: "reset", side, snapshot: initial });
      }
      if (pauseIdle) for (const other of running) steps.push({ step: "pause", side: other });
      steps.push({ step: "boot", side });
      running.add(side);
      holds = void 0;
      if (windowsNeedReset) {
        const booted = `${side}-booted`;
        steps.push({ step: "snapshot", side, snapshot: booted });
        snapshotOf.set(side, booted);
        holds = booted;
      }
    }
  }
  const paused = new Set(pauseIdle ? order.boot.slice(0, -1) : []);
  const warmed = /* @__PURE__ */ new Set();
  for (const scenario of scenarios) {
    for (let round2 = 0; round2 < rounds; round2++) {
      for (const side of order.rounds[round2]) {
        const snapshot = snapshotOf.get(side);
        if (windowsNeedReset && snapshot !== void 0) {
          steps.push({ step: "reset", side, snapshot });
        }
        if (!reuseApp) steps.push({ step: "boot", side });
        if (pauseIdle) {
          for (const other of running) {
            if (other !== side && !paused.has(other)) {
              steps.push({ step: "pause", side: other });
              paused.add(other);
            }
          }
          if (paused.delete(side)) steps.push({ step: "resume", side });
        }
        const afterBoot = !reuseApp || !warmed.has(side);
        warmed.add(side);
        steps.push({ step: "warm-up", side, scenario, round: round2, rounds, afterBoot });
        steps.push({ step: "measure", side, scenario, round: round2, rounds });
        if (!reuseApp) steps.push({ step: "stop", side });
      }
      if (sequential && round2 + 1 >= compare.rounds && round2 + 1 < rounds) {
        steps.push({ step: "look", scenario, pairs: round2 + 1 });
      }
    }
    if (sequential) steps.push({ step: "rounds-end", scenario });
  }
  for (const side of order.boot) {
    if (!reuseApp) break;
    if (paused.delete(side)) steps.push({ step: "resume", side });
    steps.push({ step: "stop", side });
  }
  return { order: compare.order, seed, bootOrder: order.boot, reuseApp, pauseIdle, steps };
}

// src/build/build-image.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
function declaredJava(directory) {
  const files = {};
  for (const name of ["pom.xml", "build.gradle", "build.gradle.kts"]) {
    const path = join2(directory, name);
    if (existsSync2(path)) files[name] = readFileSync2(path, "utf8").slice(0, 1024 * 1024);
  }
  try {
    return readBuild(files, directory).java?.version;
  } catch {
    return void 0;
  }
}
function buildImageFor(configured, directory) {
  if (!configured.includes(JAVA_PLACEHOLDER)) return configured;
  return configured.replaceAll(
    JAVA_PLACEHOLDER,
    String(runtimeJavaFor(declaredJava(directory) ?? 17))
  );
}

// src/lab/prepare.ts
import { cpus, release, totalmem, type } from "node:os";
import { lstat, readFile as readFile5 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/work/database-counters.ts
var import_promise = __toESM(require_promise(), 1);
var PERFORMANCE_SCHEMA_ARGS = [
  "--performance-schema=ON",
  "--performance-schema-consumer-statements-digest=ON"
];
function counterTarget(database) {
  return {
    port: database.port,
    rootPassword: database.rootPassword,
    appUser: database.user,
    schema: database.database,
    image: database.image
  };
}
async function openDatabaseCounters(target) {
  const connection = await import_promise.default.createConnection({
    host: "127.0.0.1",
    port: target.port,
    user: "root",
    password: target.rootPassword,
    connectTimeout: 5e3
  });
  try {
    const [rows] = await connection.query("SELECT @@performance_schema AS enabled");
    if (Number(rows[0]?.enabled) !== 1) {
      throw new EnvironmentError(
        `The database (${target.image}) runs with performance_schema off, so the statements per request cannot be counted.`,
        {
          fix: `Start it with ${PERFORMANCE_SCHEMA_ARGS.join(" ")} (perf-gate passes these itself; a custom entrypoint may drop them), or turn the work metrics off with compare.work.database: false.`
        }
      );
    }
    await enableConsumers(connection);
    const digestsIncludePrepared = await detectPreparedDigests(connection);
    return {
      read: () => readCounters(connection, target, digestsIncludePrepared),
      close: () => connection.end()
    };
  } catch (error) {
    await connection.end().catch(() => void 0);
    throw error;
  }
}
var CONSUMERS = ["statements_digest", "global_instrumentation", "thread_instrumentation"];
async function enableConsumers(connection) {
  const [rows] = await connection.query(
    `SELECT NAME AS name, ENABLED AS enabled FROM performance_schema.setup_consumers WHERE NAME IN (${CONSUMERS.map(() => "?").join(", ")})`,
    CONSUMERS
  );
  const off = rows.filter(
    (row) => row.enabled !== "YES"
  );
  if (off.length === 0) return;
  await connection.query(
    `UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE NAME IN (${off.map(() => "?").join(", ")})`,
    off.map((row) => row.name)
  );
}
async function detectPreparedDigests(connection) {
  const marker = `perf_gate_prepared_probe_${process.pid}_${Date.now()}`;
  await connection.execute(`SELECT ? AS ${marker}`, [1]);
  const [rows] = await connection.query(
    "SELECT COUNT(*) AS n FROM performance_schema.events_statements_summary_by_digest WHERE DIGEST_TEXT LIKE ?",
    [`%${marker}%`]
  );
  return Number(rows[0]?.n) > 0;
}
async function readCounters(connection, target, digestsIncludePrepared) {
  const [digestRows] = await connection.query(
    "SELECT DIGEST AS digest, DIGEST_TEXT AS text, COUNT_STAR AS count, SUM_ROWS_EXAMINED AS rowsExamined FROM performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = ?",
    [target.schema]
  );
  const [executionRows] = await connection.query(
    "SELECT COALESCE(SUM(COUNT_STAR), 0) AS count, COALESCE(SUM(SUM_ROWS_EXAMINED), 0) AS rowsExamined FROM performance_schema.events_statements_summary_by_user_by_event_name WHERE USER = ? AND EVENT_NAME = 'statement/com/Execute'",
    [target.appUser]
  );
  const digests = {};
  let rowsExamined = 0;
  for (const row of digestRows) {
    const text2 = typeof row.text === "string" ? row.text : "(statements beyond the digest table)";
    const key = typeof row.digest === "string" ? row.digest : text2;
    const counter = { text: text2, count: Number(row.count), rowsExamined: Number(row.rowsExamined) };
    digests[key] = counter;
    rowsExamined += counter.rowsExamined;
  }
  const executions = executionRows[0] ?? {};
  if (!digestsIncludePrepared) rowsExamined += Number(executions.rowsExamined ?? 0);
  return {
    atMs: Date.now(),
    executions: Number(executions.count ?? 0),
    rowsExamined,
    digests,
    digestsIncludePrepared
  };
}

// src/lab/boot.ts
import { readFile } from "node:fs/promises";

// src/build/jar-hash.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
async function sha256OfFile(path) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest("hex");
}
function sha256Of(content) {
  return createHash("sha256").update(content).digest("hex");
}

// src/proxy/nginx-parse.ts
function tokens(text2, file) {
  const out = [];
  let line = 1;
  let i = 0;
  while (i < text2.length) {
    const c = text2[i];
    if (c === "\n") {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === "#") {
      while (i < text2.length && text2[i] !== "\n") i++;
    } else if (c === ";" || c === "{" || c === "}") {
      out.push({ text: c, line });
      i++;
    } else if (c === '"' || c === "'") {
      const start = i;
      const startLine = line;
      i++;
      while (i < text2.length && text2[i] !== c) {
        if (text2[i] === "\\") i++;
        if (text2[i] === "\n") line++;
        i++;
      }
      if (i >= text2.length) {
        throw new ConfigError(`${file}:${startLine}: a quoted string is not closed.`, {
          fix: "Close the quote; nginx -t shows the same error."
        });
      }
      i++;
      out.push({ text: text2.slice(start, i), line: startLine });
    } else {
      const start = i;
      while (i < text2.length && !/[\s;#]/.test(text2[i])) {
        if (text2[i] === "{" && text2[i - 1] !== "$") break;
        if (text2[i] === "}" && !text2.slice(start, i).includes("${")) break;
        i++;
      }
      out.push({ text: text2.slice(start, i), line });
    }
  }
  return out;
}
function parseNginx(text2, file) {
  const list = tokens(text2, file);
  let index = 0;
  const block = (depth) => {
    const directives = [];
    while (index < list.length) {
      const first = list[index];
      if (first.text === "}") {
        if (depth === 0)
          throw new ConfigError(`${file}:${first.line}: "}" closes no block.`, {
            fix: 'Remove the stray "}"; nginx -t shows the same error.'
          });
        index++;
        return directives;
      }
      const args = [];
      index++;
      while (index < list.length && !["{", ";", "}"].includes(list[index].text)) {
        args.push(list[index].text);
        index++;
      }
      const end = list[index];
      if (!end || end.text === "}") {
        throw new ConfigError(`${file}:${first.line}: "${first.text}" does not end with ";".`, {
          fix: 'End the directive with ";"; nginx -t shows the same error.'
        });
      }
      index++;
      directives.push(
        end.text === "{" ? { name: first.text, args, line: first.line, block: block(depth + 1) } : { name: first.text, args, line: first.line }
      );
    }
    if (depth > 0)
      throw new ConfigError(`${file}: a block is not closed with "}".`, {
        fix: "Close every block; nginx -t shows the same error."
      });
    return directives;
  };
  return block(0);
}
function renderNginx(directives, indent = "") {
  return directives.map((d) => {
    const head = [d.name, ...d.args].join(" ");
    return d.block ? `${indent}${head} {
${renderNginx(d.block, `${indent}  `)}${indent}}
` : `${indent}${head};
`;
  }).join("");
}
function* walkNginx(directives, context = []) {
  for (const directive of directives) {
    yield { directive, context };
    if (directive.block) yield* walkNginx(directive.block, [...context, directive.name]);
  }
}

// src/proxy/nginx-conf.ts
var MAIN_CONTEXT = /* @__PURE__ */ new Set([
  "worker_processes",
  "worker_rlimit_nofile",
  "worker_cpu_affinity",
  "worker_priority",
  "events",
  "http",
  "load_module",
  "env",
  "pcre_jit",
  "thread_pool",
  "timer_resolution"
]);
var DROPPED = /* @__PURE__ */ new Set(["daemon", "pid", "user", "error_log", "load_module", "lock_file"]);
var KEPT_INCLUDES = /^(?:\/etc\/nginx\/)?(?:mime\.types|proxy_params|fastcgi_params|fastcgi\.conf|uwsgi_params|scgi_params)$/;
var DROPPED_LISTEN_FLAGS = /^(?:ssl|http2|quic|proxy_protocol|spdy)$/;
var STATUS_PATH = "/perf-gate-nginx-status";
var LAB_UPSTREAM = "perf_gate_app";
function rewriteProxyConf(text2, file, o) {
  const direct = o.apps.length === 1 ? o.apps[0] : LAB_UPSTREAM;
  let addUpstream = false;
  const tree = parseNginx(text2, file);
  const changes = [];
  const dropped = [];
  const at = (d) => `${file}:${d.line}`;
  const written = (d) => [d.name, ...d.args].join(" ");
  const upstreams = /* @__PURE__ */ new Set();
  for (const { directive } of walkNginx(tree))
    if (directive.name === "upstream" && directive.args[0]) upstreams.add(directive.args[0]);
  let defaultServer = false;
  const rewrite = (list, context) => {
    const out = [];
    for (const d of list) {
      const inside = context[context.length - 1];
      if (DROPPED.has(d.name) || d.name.startsWith("ssl_")) {
        dropped.push(`${at(d)} ${written(d)} (perf-gate sets the process, log and TLS settings)`);
        continue;
      }
      if (d.name === "include" && !KEPT_INCLUDES.test(d.args[0] ?? "")) {
        dropped.push(`${at(d)} ${written(d)} (files of the production host are not read)`);
        continue;
      }
      if (d.name === "listen" && inside === "server") {
        const flags = d.args.slice(1).filter((flag) => !DROPPED_LISTEN_FLAGS.test(flag));
        const kept = flags.filter((flag) => flag !== "default_server" || !defaultServer);
        if (flags.includes("default_server")) defaultServer = true;
        const next = { ...d, args: [`127.0.0.1:${o.listenPort}`, ...kept] };
        changes.push(`${at(d)} ${written(d)} -> ${written(next)}`);
        out.push(next);
        continue;
      }
      if (d.name === "server" && inside === "upstream") {
        const kept = d.args.slice(1).filter((p) => !/^(?:backup|down|resolve|service=)/.test(p));
        if (out.some((e) => e.name === "server")) {
          changes.push(`${at(d)} ${written(d)} -> (left out: the lab's instances replace it)`);
          continue;
        }
        const next = o.apps.map((app) => ({ ...d, args: [app, ...kept] }));
        changes.push(`${at(d)} ${written(d)} -> ${next.map(written).join("; ")}`);
        out.push(...next);
        continue;
      }
      if (d.name === "proxy_pass" && d.args[0]) {
        const target = /^https?:\/\/([^/;]+)(.*)$/.exec(d.args[0]);
        if (target && !upstreams.has(target[1])) {
          addUpstream ||= direct === LAB_UPSTREAM;
          const next = { ...d, args: [`http://${direct}${target[2]}`] };
          changes.push(`${at(d)} ${written(d)} -> ${written(next)}`);
          out.push(next);
          continue;
        }
      }
      out.push(d.block ? { ...d, block: rewrite(d.block, [...context, d.name]) } : d);
    }
    return out;
  };
  let body = rewrite(tree, []);
  if (!body.some((d) => d.name === "http")) {
    const http = body.filter((d) => !MAIN_CONTEXT.has(d.name));
    body = [
      ...body.filter((d) => MAIN_CONTEXT.has(d.name)),
      {
        name: "http",
        args: [],
        line: 0,
        block: [{ name: "include", args: ["/etc/nginx/mime.types"], line: 0 }, ...http]
      }
    ];
  }
  if (o.statusPort !== void 0) {
    const status = {
      name: "server",
      args: [],
      line: 0,
      block: [
        { name: "listen", args: [`127.0.0.1:${o.statusPort}`], line: 0 },
        { name: "access_log", args: ["off"], line: 0 },
        {
          name: "location",
          args: ["=", STATUS_PATH],
          line: 0,
          block: [{ name: "stub_status", args: [], line: 0 }]
        }
      ]
    };
    body = body.map((d) => d.name === "http" ? { ...d, block: [...d.block, status] } : d);
  }
  if (addUpstream) {
    const upstream = {
      name: "upstream",
      args: [LAB_UPSTREAM],
      line: 0,
      block: o.apps.map((app) => ({ name: "server", args: [app], line: 0 }))
    };
    body = body.map((d) => d.name === "http" ? { ...d, block: [upstream, ...d.block] } : d);
  }
  if (!body.some((d) => d.name === "events"))
    body.unshift({ name: "events", args: [], line: 0, block: [] });
  const head = [
    { name: "pid", args: ["/tmp/nginx.pid"], line: 0 },
    // Rejections (limit_req at error, worker_connections at alert) reach the container's log.
    { name: "error_log", args: ["stderr", "warn"], line: 0 }
  ];
  return {
    text: `# Written by perf-gate from ${file}: listen and upstreams point at the lab.
${renderNginx([...head, ...body])}`,
    changes,
    dropped,
    limits: limitsOf(tree, file)
  };
}
function limitsOf(tree, file) {
  const zones = /* @__PURE__ */ new Map();
  for (const { directive: d } of walkNginx(tree)) {
    if (d.name !== "limit_req_zone" && d.name !== "limit_conn_zone") continue;
    const zone = d.args.map((a) => /^zone=([^:]+):/.exec(a)?.[1]).find(Boolean);
    if (zone)
      zones.set(`${d.name}:${zone}`, {
        text: [d.name, ...d.args].join(" "),
        source: `${file}:${d.line}`
      });
  }
  const limits = [];
  for (const { directive: d } of walkNginx(tree)) {
    const text2 = [d.name, ...d.args].join(" ");
    const source = `${file}:${d.line}`;
    if (d.name === "worker_connections") limits.push({ kind: "worker_connections", source, text: text2 });
    if (d.name === "limit_req" || d.name === "limit_conn") {
      const zone = d.name === "limit_req" ? /^zone=(.+)$/.exec(d.args.find((a) => a.startsWith("zone=")) ?? "")?.[1] : d.args[0];
      const definition = zone ? zones.get(`${d.name}_zone:${zone}`) : void 0;
      limits.push({
        kind: d.name,
        source,
        text: text2,
        ...zone ? { zone } : {},
        ...definition ? { definition } : {}
      });
    }
  }
  return limits;
}

// src/proxy/nginx-status.ts
function parseStubStatus(text2) {
  const active = /Active connections:\s*(\d+)/.exec(text2);
  const states = /Reading:\s*(\d+)\s+Writing:\s*(\d+)\s+Waiting:\s*(\d+)/.exec(text2);
  if (!active || !states) return void 0;
  return {
    active: Number(active[1]),
    reading: Number(states[1]),
    writing: Number(states[2]),
    waiting: Number(states[3])
  };
}
function proxyConnections(readings) {
  if (readings.length === 0) return void 0;
  const own = (n) => Math.max(0, n - 1);
  const active = readings.map((r) => own(r.active));
  return {
    samples: readings.length,
    activePeak: Math.max(...active),
    activeMean: Math.round(active.reduce((a, b) => a + b, 0) / active.length * 10) / 10,
    waitingPeak: Math.max(...readings.map((r) => r.waiting)),
    writingPeak: Math.max(...readings.map((r) => own(r.writing)))
  };
}

// src/env/proxy.ts
async function startProxy(options) {
  const progress = options.onProgress ?? (() => void 0);
  const port = await getPorts({ host: "127.0.0.1" });
  const statusPort = await getPorts({ host: "127.0.0.1", exclude: [port] });
  const conf = rewriteProxyConf(options.conf.text, options.conf.file, {
    listenPort: port,
    apps: options.apps,
    statusPort
  });
  const statusUrl = `http://127.0.0.1:${statusPort}${STATUS_PATH}`;
  for (const line of conf.dropped) progress(`${options.label}: nginx: left out ${line}`);
  const logs = new LogTail();
  const definition = hostContainer(
    options.image,
    `proxy-${options.label}`,
    options.ulimits ? { ulimits: options.ulimits } : {},
    logs
  ).withCopyContentToContainer([{ content: conf.text, target: "/etc/nginx/nginx.conf" }]).withCommand(["nginx", "-g", "daemon off;"]);
  progress(
    `${options.label}: starting Nginx on 127.0.0.1:${port} in front of ${options.apps.join(", ")}`
  );
  const handle = await startContainer(definition, "proxy", options.image, options.scope);
  const { container, stop } = handle;
  const baseUrl = `http://127.0.0.1:${port}${options.contextPath}`;
  return whenReady(handle, options.scope, async () => {
    const deadline = Date.now() + (options.startupTimeoutMs ?? 3e4);
    for (; ; ) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2e3) });
        break;
      } catch {
        if (!await isRunning(container.getId()) || Date.now() > deadline) {
          throw new EnvironmentError(
            `${options.label}: Nginx did not start with ${options.conf.file}:
${logs.tail(15).join("\n")}`,
            {
              fix: `Fix the line Nginx names in ${options.conf.file} (nginx -t shows the same), or point proxy.config at the file production runs.`
            }
          );
        }
        await new Promise((resolve2) => setTimeout(resolve2, 250));
      }
    }
    const description = `proxy container ${container.getId().slice(0, 12)} (${options.label})`;
    return {
      baseUrl,
      port,
      containerId: container.getId(),
      conf,
      description,
      logMark: () => logs.count,
      logsSince: (mark) => logs.since(mark),
      watchConnections: () => watchStatus(statusUrl),
      stop,
      release: stop
    };
  });
}
function watchStatus(url) {
  const readings = [];
  let busy = false;
  const read = () => {
    if (busy) return;
    busy = true;
    fetch(url, { signal: AbortSignal.timeout(2e3) }).then((response) => response.text()).then((text2) => {
      const reading = parseStubStatus(text2);
      if (reading) readings.push(reading);
    }).catch(() => void 0).finally(() => {
      busy = false;
    });
  };
  read();
  const timer = setInterval(read, 500);
  timer.unref();
  return () => {
    clearInterval(timer);
    return proxyConnections(readings);
  };
}

// src/lab/env-template.ts
function templateEnv(env, db) {
  return fillPlaceholders("app.env", env, {
    "db.jdbcUrl": db.jdbcUrl,
    "db.host": db.host,
    "db.port": String(db.port),
    "db.name": db.database,
    "db.user": db.user,
    "db.password": db.password
  });
}
function scenarioEnv(scenario, baseUrl) {
  const url = new URL(baseUrl);
  return fillPlaceholders(`scenario ${scenario.name}: env`, scenario.env, {
    "app.url": baseUrl,
    "app.origin": url.origin,
    "app.host": url.hostname,
    "app.port": url.port
  });
}
function fillPlaceholders(where2, env, values) {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      // The request list of the bundled scenario is data (bodies, headers), not a template.
      key === REQUESTS_ENV ? value : value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name) => {
        const replacement = values[name];
        if (replacement === void 0) {
          throw new ConfigError(`${where2}.${key}: unknown placeholder ${whole}.`, {
            fix: `Use one of ${Object.keys(values).map((v) => `{{${v}}}`).join(", ")}.`
          });
        }
        return replacement;
      })
    ])
  );
}

// src/lab/jre.ts
import { basename } from "node:path";
async function jreImageFor(configured, jar, sideInfo, progress) {
  const java = await readJarJava(jar);
  const image = appImageFor(configured, { path: jar, java });
  if (sideInfo && sideInfo.appImage !== image) {
    progress(
      java ? `${basename(jar)}: Java ${java.java} (class-file version ${java.classFileMajor}), runs in ${image}` : `${basename(jar)}: Java version unknown (no readable main class), runs in ${image}`
    );
  }
  if (sideInfo) {
    if (java) sideInfo.java = java.java;
    sideInfo.appImage = image;
  }
  return image;
}

// src/lab/boot.ts
async function bootConfiguredApp(target, extra) {
  const { config } = target;
  const jarContent = await verifiedJar(target.jar, extra.label, extra.sideInfo?.jarSha256);
  const image = await jreImageFor(
    extra.image ?? config.app.image,
    target.jar,
    extra.sideInfo,
    extra.progress
  );
  const count = config.app.instances;
  const instances = [];
  for (let i = 0; i < count; i++) {
    const own = await extra.perInstance?.() ?? {};
    const label = count > 1 ? `${extra.label}-${i + 1}` : extra.label;
    const app = await bootInstance(target, extra, { image, jarContent, label, own });
    instances.push(
      own.workAgentPort === void 0 ? app : Object.assign(app, { workAgentPort: own.workAgentPort })
    );
  }
  const one = count === 1 ? instances[0] : together(instances, extra.scope);
  return config.proxy ? behindProxy(one, config.proxy, target.contextPath, extra) : one;
}
async function bootInstance(target, extra, o) {
  const { config, database } = target;
  const files = [...extra.files ?? [], ...o.own.files ?? []];
  return startApp({
    image: o.image,
    jarPath: target.jar,
    ...o.jarContent ? { jarContent: o.jarContent } : {},
    profiles: config.app.profiles,
    jvmOptions: [
      ...config.app.jvmOptions,
      ...extra.jvmOptions ?? [],
      ...o.own.jvmOptions ?? []
    ],
    ...files.length > 0 ? { files } : {},
    env: {
      ...database.redis?.env ?? {},
      ...templateEnv(config.app.env, database),
      ...extra.env ?? {}
    },
    datasource: { url: database.jdbcUrl, username: database.user, password: database.password },
    ...target.contextPath ? { contextPath: target.contextPath } : {},
    healthPath: target.healthPath,
    managementBasePath: target.managementBasePath,
    cpus: config.app.resources.cpus,
    memoryMb: config.app.resources.memoryMb,
    ...config.app.ulimits ? { ulimits: config.app.ulimits } : {},
    startupTimeoutMs: config.app.startupTimeoutMs,
    label: o.label,
    onProgress: extra.progress,
    scope: extra.scope
  });
}
function together(instances, scope) {
  const first = instances[0];
  const marks = [];
  const stop = async () => {
    const failures = [];
    for (const app of instances) await app.stop().catch((error) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  for (const app of instances.slice(1)) scope.remove(app);
  return scope.replace(first, {
    ...first,
    instances,
    instanceUrls: instances.map((app) => app.baseUrl),
    startupMs: Math.max(...instances.map((app) => app.startupMs)),
    description: `${instances.length} app containers (${instances.map((app) => app.containerId.slice(0, 12)).join(", ")})`,
    logs: (lines) => instances.flatMap((app) => app.logs(lines)),
    logMark: () => marks.push(instances.map((app) => app.logMark())) - 1,
    logsSince: (mark) => instances.flatMap((app, i) => app.logsSince(marks[mark]?.[i] ?? 0)),
    stop,
    release: stop,
    [Symbol.asyncDispose]: stop
  });
}
async function behindProxy(app, proxy, contextPath, extra) {
  const members = app.instances ?? [app];
  const started = await startProxy({
    image: proxy.image,
    conf: { text: proxy.text, file: proxy.written },
    apps: members.map((member) => `127.0.0.1:${member.port}`),
    contextPath: contextPath ?? "",
    label: extra.label,
    ...proxy.ulimits ? { ulimits: proxy.ulimits } : {},
    scope: extra.scope,
    onProgress: extra.progress
  });
  const stop = async () => {
    await started.stop();
    await app.stop();
  };
  extra.scope.remove(started);
  const rest = { ...app };
  delete rest.instanceUrls;
  return extra.scope.replace(app, {
    ...rest,
    baseUrl: started.baseUrl,
    proxy: started,
    description: `${app.description} behind ${started.description}`,
    stop,
    release: stop,
    [Symbol.asyncDispose]: stop
  });
}
async function verifiedJar(jar, label, recorded) {
  if (recorded === void 0) return void 0;
  const content = await readFile(jar);
  const now = sha256Of(content);
  if (now !== recorded) {
    throw new EnvironmentError(
      `${label}: the jar ${jar} changed after it was built (sha256 ${recorded.slice(0, 16)}\u2026 when built, ${now.slice(0, 16)}\u2026 now), so it is not booted.`,
      {
        fix: "Something rewrote the built jar (another side's build or a process it left behind); run the gate again, and check the build does not write outside its checkout."
      }
    );
  }
  return content;
}
function configuredDatabase(config) {
  return {
    image: config.database.image,
    database: config.database.name,
    user: config.database.user,
    password: config.database.password,
    variables: config.database.variables,
    serverArgs: config.database.serverArgs,
    cpus: config.database.resources.cpus,
    memoryMb: config.database.resources.memoryMb,
    ...config.database.ulimits ? { ulimits: config.database.ulimits } : {},
    startupTimeoutMs: config.database.startupTimeoutMs,
    initTimeoutMs: config.database.initTimeoutMs
  };
}

// src/lab/window.ts
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join5 } from "node:path";

// src/load/k6.ts
import { mkdtemp, readFile as readFile2, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname as dirname3, join as join4 } from "node:path";

// src/telemetry/k6-csv.ts
import { createReadStream as createReadStream2 } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";

// src/analysis/latency-sample.ts
var import_sketches_js = __toESM(require_dist2(), 1);
var SKETCH_RELATIVE_ACCURACY = 5e-3;
var LatencySample = class {
  /** @param exactLimit values kept exactly; beyond, the sample becomes a sketch */
  constructor(exactLimit = 1e5) {
    this.exactLimit = exactLimit;
  }
  exactLimit;
  exact = [];
  sketch;
  total = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;
  add(value) {
    this.total += 1;
    this.sum += value;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    if (this.exact) {
      this.exact.push(value);
      if (this.exact.length <= this.exactLimit) return;
      this.sketch = new import_sketches_js.DDSketch({ relativeAccuracy: SKETCH_RELATIVE_ACCURACY });
      for (const kept of this.exact) this.sketch.accept(Math.max(0, kept));
      this.exact = void 0;
      return;
    }
    this.sketch.accept(Math.max(0, value));
  }
  get count() {
    return this.total;
  }
  /** Whether the quantiles come from the sketch (more values than exactLimit). */
  get approximate() {
    return this.exact === void 0;
  }
  /** The q-quantile (0 for an empty sample); exact values interpolate as k6 does. */
  quantile(q) {
    if (this.total === 0) return 0;
    if (this.exact)
      return sortedQuantile(
        [...this.exact].sort((a, b) => a - b),
        q
      );
    if (q <= 0) return this.min;
    if (q >= 1) return this.max;
    return Math.min(this.max, Math.max(this.min, this.sketch.getValueAtQuantile(q)));
  }
  /** avg, min, p50, p90, p95, p99 and max in ms, to 3 decimals. */
  summary() {
    if (this.total === 0) return { avg: 0, min: 0, p50: 0, p90: 0, p95: 0, p99: 0, max: 0 };
    const round32 = (value) => Math.round(value * 1e3) / 1e3;
    const sorted = this.exact ? [...this.exact].sort((a, b) => a - b) : void 0;
    const at = (q) => round32(sorted ? sortedQuantile(sorted, q) : this.quantile(q));
    return {
      avg: round32(this.sum / this.total),
      min: round32(this.min),
      p50: at(0.5),
      p90: at(0.9),
      p95: at(0.95),
      p99: at(0.99),
      max: round32(this.max)
    };
  }
};

// src/analysis/shift.ts
var FLOOR_MS = 1e-3;
var LogLatencyAccumulator = class {
  n = 0;
  mean = 0;
  squares = 0;
  add(durationMs) {
    const x = Math.log(Math.max(durationMs, FLOOR_MS));
    this.n += 1;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.squares += delta * (x - this.mean);
  }
  /** undefined when no request was added */
  result() {
    if (this.n === 0) return void 0;
    const sd = this.n > 1 ? Math.sqrt(this.squares / (this.n - 1)) : 0;
    const round2 = (v) => Math.round(v * 1e6) / 1e6;
    return { n: this.n, mean: round2(this.mean), sd: round2(sd) };
  }
};
function compareShifts(scenario, windows, options = {}) {
  if (!windows.some((w) => w.side === "base")) return [];
  const { pairs } = pairWindows(windows);
  const endpoints = /* @__PURE__ */ new Set();
  for (const { base, pr } of pairs) {
    for (const name of Object.keys(pr.endpoints)) {
      if (base.endpoints[name]?.logLatency && pr.endpoints[name]?.logLatency) endpoints.add(name);
    }
  }
  const series = [void 0, ...[...endpoints].sort()];
  const out = [];
  for (const endpoint of series) {
    const effects = [];
    for (const { base, pr } of pairs) {
      const of = (w) => (endpoint === void 0 ? w.http : w.endpoints[endpoint])?.logLatency?.mean;
      const b = of(base);
      const p = of(pr);
      if (isFiniteNumber(b) && isFiniteNumber(p)) effects.push(p - b);
    }
    if (effects.length === 0) continue;
    out.push(shiftOf(scenario, endpoint, effects, options));
  }
  return out;
}
function shiftOf(scenario, endpoint, effects, options) {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const shared = options.instanceNoise ?? 0;
  const interval = tInterval(
    effects,
    confidence,
    shared,
    options.instanceNoiseDegreesOfFreedom ?? INSTANCE_NOISE_DEGREES_OF_FREEDOM
  );
  const toPct = (v) => Math.expm1(v) * 100;
  const tolerancePct = options.tolerances?.latency ?? DEFAULT_TOLERANCES.latency;
  const lowPct = toPct(interval.low);
  const highPct = toPct(interval.high);
  return {
    scenario,
    ...endpoint === void 0 ? {} : { endpoint },
    pairs: effects.length,
    changePct: toPct(interval.estimate),
    interval: {
      lowPct,
      highPct,
      confidence,
      method: "t interval on per-pair differences of mean log latency" + instanceNoiseWords(shared) + noiseSourceWords(shared > 0, options.noiseSource)
    },
    tolerancePct,
    status: classifyChange(lowPct, highPct, tolerancePct, true)
  };
}

// src/load/endpoints.ts
var MAX_URL_GROUPS = 20;
var MAX_ENDPOINTS = 50;
function statusKey(status, errorCode) {
  if (status && status !== "0") return status;
  if (errorCode) return `k6 ${errorCode}`;
  return status === "0" ? "0" : void 0;
}
function endpointOf(sample) {
  if (sample.endpointTag) return { label: sample.endpointTag, fromUrl: false };
  const url = parseAbsoluteUrl(sample.name);
  if (!url) return { label: sample.name, fromUrl: false };
  const path = decodeSafely(url.pathname);
  if (path.includes("${}")) return { label: `${sample.method} ${path}`, fromUrl: false };
  const grouped = path.split("/").map((segment) => isIdLike(segment) ? "{id}" : segment).join("/");
  return { label: `${sample.method} ${grouped}`, fromUrl: true };
}
var EndpointCollector = class {
  byLabel = /* @__PURE__ */ new Map();
  /** every request, endpoints left out of the breakdown included */
  total = accumulated(false);
  add(sample) {
    const { label, fromUrl } = endpointOf(sample);
    let entry = this.byLabel.get(label);
    if (!entry) {
      entry = accumulated(fromUrl);
      this.byLabel.set(label, entry);
    }
    for (const into of [entry, this.total]) {
      if (sample.metric === "http_reqs") {
        into.requests += 1;
        if (sample.status !== void 0)
          into.statuses.set(sample.status, (into.statuses.get(sample.status) ?? 0) + 1);
      } else if (sample.metric === "http_req_failed") into.failed += sample.value > 0 ? 1 : 0;
      else {
        into.durations.add(sample.value);
        into.log.add(sample.value);
      }
    }
  }
  /** Per-endpoint figures over `durationSec`, with the cardinality guards applied. */
  build(durationSec) {
    const notes = [];
    let entries = [...this.byLabel.entries()].filter(([, entry]) => entry.requests > 0);
    const fromUrl = entries.filter(([, entry]) => entry.fromUrl);
    if (fromUrl.length > MAX_URL_GROUPS) {
      const requests = fromUrl.reduce((total, [, entry]) => total + entry.requests, 0);
      entries = entries.filter(([, entry]) => !entry.fromUrl);
      notes.push(
        `${requests} requests to ${fromUrl.length} distinct paths had no \`name\` tag (k6 then names each request by its URL), so they are counted in the totals but not broken down per endpoint. Group them in the script with \`tags: { name: 'GET /items/{id}' }\` or k6's http.url\`\u2026\` template.`
      );
    } else if (fromUrl.length > 0) {
      notes.push(
        `${fromUrl.length} endpoint(s) were grouped from URLs without a \`name\` tag (method + path, ids read as {id}); tag the requests with \`name\` to choose the groups yourself.`
      );
    }
    if (entries.length > MAX_ENDPOINTS) {
      entries.sort((a, b) => b[1].requests - a[1].requests);
      notes.push(
        `${entries.length} endpoints: only the ${MAX_ENDPOINTS} busiest are broken down; the rest are counted in the totals.`
      );
      entries = entries.slice(0, MAX_ENDPOINTS);
    }
    const endpoints = {};
    for (const [label, entry] of entries.sort((a, b) => a[0].localeCompare(b[0])))
      endpoints[label] = metricsOf(entry, durationSec);
    return {
      endpoints,
      ...notes.length > 0 ? { note: notes.join(" ") } : {},
      ...this.total.requests > 0 ? { http: metricsOf(this.total, durationSec) } : {}
    };
  }
};
function accumulated(fromUrl) {
  return {
    requests: 0,
    failed: 0,
    durations: new LatencySample(),
    log: new LogLatencyAccumulator(),
    statuses: /* @__PURE__ */ new Map(),
    fromUrl
  };
}
function metricsOf(entry, durationSec) {
  const log = entry.log.result();
  return {
    requests: entry.requests,
    failed: entry.failed,
    errorRate: entry.failed / entry.requests,
    ratePerSec: durationSec > 0 ? entry.requests / durationSec : 0,
    latency: entry.durations.summary(),
    ...log ? { logLatency: log } : {},
    ...entry.statuses.size > 0 ? {
      statusCodes: Object.fromEntries(
        [...entry.statuses].sort((a, b) => a[0].localeCompare(b[0], "en", { numeric: true }))
      )
    } : {}
  };
}
function mergeEndpoints(fromSummary, fromRequests) {
  const merged = { ...fromRequests };
  for (const [label, metrics] of Object.entries(fromSummary)) {
    const counted = merged[label];
    if (metrics.requests > 0 || !counted) {
      merged[label] = {
        ...metrics,
        ...counted?.logLatency && !metrics.logLatency ? { logLatency: counted.logLatency } : {},
        ...counted?.statusCodes && !metrics.statusCodes ? { statusCodes: counted.statusCodes } : {}
      };
    }
  }
  return Object.fromEntries(Object.entries(merged).sort((a, b) => a[0].localeCompare(b[0])));
}
function parseAbsoluteUrl(name) {
  if (!/^https?:\/\//i.test(name)) return void 0;
  try {
    return new URL(name);
  } catch {
    return void 0;
  }
}
function decodeSafely(path) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isIdLike(segment) {
  return /^\d+$/.test(segment) || UUID.test(segment) || /^[0-9a-f]{16,}$/i.test(segment);
}
function withRequestEndpoints(window, breakdown) {
  if (!breakdown) return;
  window.endpoints = mergeEndpoints(window.endpoints, breakdown.endpoints);
  const all = breakdown.http?.logLatency;
  if (all && window.http) window.http.logLatency = all;
  const statuses = breakdown.http?.statusCodes;
  if (statuses && window.http) window.http.statusCodes = statuses;
  if (breakdown.note) window.endpointNote = breakdown.note;
  if (breakdown.setupRequests) {
    window.setupRequests = breakdown.setupRequests;
    if (breakdown.http && window.http) window.http = breakdown.http;
    const note = `${breakdown.setupRequests} request(s) sent by the script's setup() and teardown() are left out of these figures and of the work per request (they run once, outside the arrival rate).`;
    window.endpointNote = window.endpointNote ? `${window.endpointNote} ${note}` : note;
  }
}

// src/telemetry/app-metrics.ts
function snapshotFromPrometheus(samples) {
  const snapshot = { tomcat: {}, pools: {}, http: [] };
  const http = /* @__PURE__ */ new Map();
  let heapMax = 0;
  let heapMaxSeen = false;
  const meterOf = (labels) => {
    const method = labels.method ?? "";
    const uri = labels.uri ?? "";
    const status = labels.status ?? "";
    const key = `${method} ${uri} ${status}`;
    let meter = http.get(key);
    if (!meter) {
      meter = { method, uri, status, count: 0, sumSec: 0 };
      http.set(key, meter);
    }
    return meter;
  };
  const poolOf = (labels) => {
    const name = labels.pool ?? "default";
    return snapshot.pools[name] ??= {};
  };
  for (const { name, labels, value } of samples) {
    switch (name) {
      case "tomcat_threads_busy_threads":
        snapshot.tomcat.busy = (snapshot.tomcat.busy ?? 0) + value;
        break;
      case "tomcat_threads_current_threads":
        snapshot.tomcat.current = (snapshot.tomcat.current ?? 0) + value;
        break;
      case "tomcat_threads_config_max_threads":
        snapshot.tomcat.max = (snapshot.tomcat.max ?? 0) + value;
        break;
      case "hikaricp_connections_active":
        poolOf(labels).active = value;
        break;
      case "hikaricp_connections_idle":
        poolOf(labels).idle = value;
        break;
      case "hikaricp_connections_pending":
        poolOf(labels).pending = value;
        break;
      case "hikaricp_connections_max":
        poolOf(labels).max = value;
        break;
      case "hikaricp_connections_acquire_seconds_count":
        poolOf(labels).acquireCount = value;
        break;
      case "hikaricp_connections_acquire_seconds_sum":
        poolOf(labels).acquireSumSec = value;
        break;
      case "hikaricp_connections_timeout_total":
        poolOf(labels).timeouts = value;
        break;
      case "process_cpu_usage":
        snapshot.processCpu = value;
        break;
      case "system_cpu_usage":
        snapshot.systemCpu = value;
        break;
      case "system_cpu_count":
        snapshot.cpuCount = value;
        break;
      case "jvm_memory_used_bytes":
        if (labels.area === "heap") snapshot.heapUsedBytes = (snapshot.heapUsedBytes ?? 0) + value;
        break;
      case "jvm_memory_max_bytes":
        if (labels.area === "heap" && value > 0) {
          heapMax += value;
          heapMaxSeen = true;
        }
        break;
      case "jvm_gc_pause_seconds_count":
        snapshot.gcPauseCount = (snapshot.gcPauseCount ?? 0) + value;
        break;
      case "jvm_gc_pause_seconds_sum":
        snapshot.gcPauseSumSec = (snapshot.gcPauseSumSec ?? 0) + value;
        break;
      case "http_server_requests_seconds_count":
        meterOf(labels).count += value;
        break;
      case "http_server_requests_seconds_sum":
        meterOf(labels).sumSec += value;
        break;
      case "http_server_requests_seconds_bucket": {
        const upperBound = labels.le === "+Inf" ? Infinity : Number(labels.le);
        if (Number.isNaN(upperBound)) break;
        (meterOf(labels).buckets ??= []).push([upperBound, value]);
        break;
      }
    }
  }
  if (heapMaxSeen) snapshot.heapMaxBytes = heapMax;
  for (const meter of http.values()) {
    meter.buckets?.sort((a, b) => a[0] - b[0]);
    snapshot.http.push(meter);
  }
  return snapshot;
}
var ACTUATOR_METRIC_NAMES = [
  "tomcat.threads.busy",
  "tomcat.threads.current",
  "tomcat.threads.config.max",
  "hikaricp.connections.active",
  "hikaricp.connections.idle",
  "hikaricp.connections.pending",
  "hikaricp.connections.max",
  "hikaricp.connections.acquire",
  "hikaricp.connections.timeout",
  "process.cpu.usage",
  "system.cpu.usage",
  "system.cpu.count",
  "jvm.gc.pause"
];
function snapshotFromActuatorMetrics(answers) {
  const statistic = (body, name) => body?.measurements.find((measurement) => measurement.statistic === name)?.value;
  const metric = (name, stat2 = "VALUE") => statistic(answers.metrics[name], stat2);
  const snapshot = {
    tomcat: {
      busy: metric("tomcat.threads.busy"),
      current: metric("tomcat.threads.current"),
      max: metric("tomcat.threads.config.max")
    },
    pools: {},
    processCpu: metric("process.cpu.usage"),
    systemCpu: metric("system.cpu.usage"),
    cpuCount: metric("system.cpu.count"),
    heapUsedBytes: statistic(answers.heapUsed, "VALUE"),
    gcPauseCount: metric("jvm.gc.pause", "COUNT"),
    gcPauseSumSec: metric("jvm.gc.pause", "TOTAL_TIME"),
    http: []
  };
  const heapMax = statistic(answers.heapMax, "VALUE");
  if (heapMax !== void 0 && heapMax > 0) snapshot.heapMaxBytes = heapMax;
  if (answers.metrics["hikaricp.connections.active"]) {
    snapshot.pools.all = {
      active: metric("hikaricp.connections.active"),
      idle: metric("hikaricp.connections.idle"),
      pending: metric("hikaricp.connections.pending"),
      max: metric("hikaricp.connections.max"),
      acquireCount: metric("hikaricp.connections.acquire", "COUNT"),
      acquireSumSec: metric("hikaricp.connections.acquire", "TOTAL_TIME"),
      timeouts: metric("hikaricp.connections.timeout", "COUNT")
    };
  }
  for (const { uri, body, serverErrors } of answers.http) {
    const count = statistic(body, "COUNT") ?? 0;
    const sumSec = statistic(body, "TOTAL_TIME") ?? 0;
    const errorCount = statistic(serverErrors, "COUNT") ?? 0;
    const errorSum = statistic(serverErrors, "TOTAL_TIME") ?? 0;
    snapshot.http.push({
      method: "",
      uri,
      status: "2xx-4xx",
      count: count - errorCount,
      sumSec: sumSec - errorSum
    });
    if (serverErrors) {
      snapshot.http.push({ method: "", uri, status: "5xx", count: errorCount, sumSec: errorSum });
    }
  }
  return snapshot;
}
function isManagementUri(uri, managementPath = "/actuator") {
  return uri === managementPath || uri.startsWith(`${managementPath}/`);
}

// src/telemetry/histogram.ts
function meterKey(meter) {
  return `${meter.method} ${meter.uri} ${meter.status}`;
}
function bucketDelta(now, before) {
  const earlier = new Map(before ?? []);
  return now.map(([upperBound, count]) => [upperBound, count - (earlier.get(upperBound) ?? 0)]);
}
var IntervalAccumulator = class {
  count = 0;
  sumSec = 0;
  buckets = /* @__PURE__ */ new Map();
  complete = true;
  add(count, sumSec, buckets) {
    this.count += count;
    this.sumSec += sumSec;
    if (!buckets) {
      this.complete = false;
      return;
    }
    for (const [upperBound, bucketCount] of buckets) {
      this.buckets.set(upperBound, (this.buckets.get(upperBound) ?? 0) + bucketCount);
    }
  }
  /** The q-quantile in seconds, or undefined when some meter had no histogram. */
  quantile(q) {
    if (!this.complete || this.buckets.size === 0 || this.count === 0) return void 0;
    return histogramQuantile(
      q,
      [...this.buckets].sort((a, b) => a[0] - b[0])
    );
  }
};
function histogramQuantile(q, buckets) {
  const last = buckets.at(-1);
  if (!last || last[1] <= 0) return void 0;
  const total = last[1];
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [upperBound, count] of buckets) {
    if (count >= rank) {
      if (upperBound === Infinity) return lowerBound;
      if (count === lowerCount) return upperBound;
      return lowerBound + (upperBound - lowerBound) * (rank - lowerCount) / (count - lowerCount);
    }
    lowerBound = upperBound;
    lowerCount = count;
  }
  return lowerBound;
}

// src/telemetry/metric-notes.ts
function missingMetricNotes(samples) {
  const snapshots = samples.flatMap((sample) => sample.app ? [sample.app.snapshot] : []);
  if (snapshots.length === 0) return [];
  const notes = [];
  if (snapshots.every((snapshot) => snapshot.tomcat.busy === void 0)) {
    notes.push({
      source: "prometheus",
      message: "Tomcat thread metrics (tomcat_threads_busy_threads) are missing.",
      fix: "Set server.tomcat.mbeanregistry.enabled=true (env SERVER_TOMCAT_MBEANREGISTRY_ENABLED=true); perf-gate sets it for the app it starts."
    });
  }
  if (snapshots.every((snapshot) => Object.keys(snapshot.pools).length === 0)) {
    notes.push({
      source: "prometheus",
      message: "HikariCP pool metrics (hikaricp_connections_*) are missing: the app does not use HikariCP, or its pool was not created yet.",
      fix: "Use HikariCP (Spring Boot default) with a DataSource bean; the metrics appear once the pool starts."
    });
  }
  const meters = snapshots.flatMap((snapshot) => snapshot.http);
  if (meters.length > 0 && meters.every((meter) => meter.buckets === void 0)) {
    notes.push({
      source: "prometheus",
      message: "http.server.requests has no histogram buckets, so the server-side series carry the mean latency per interval, not p95.",
      // Not as an environment variable: Spring cannot bind a map key containing dots from one.
      fix: "Set management.metrics.distribution.percentiles-histogram.http.server.requests=true in application.yml or as --management.metrics.distribution.percentiles-histogram.http.server.requests=true on the command line (perf-gate passes it to the app it starts)."
    });
  }
  if (snapshots.every((snapshot) => snapshot.processCpu === void 0)) {
    notes.push({
      source: "prometheus",
      message: "process_cpu_usage is missing.",
      fix: "Keep Spring Boot\u2019s default JVM/system metrics enabled (management.metrics.enable.process=true)."
    });
  }
  return notes;
}

// src/telemetry/series-names.ts
function keyedSeriesName(name, key) {
  return `${name}[${key}]`;
}

// src/telemetry/series.ts
function buildSeries(samples, options = {}) {
  const out = new SeriesSink();
  const facts = {};
  const managementPath = options.managementPath ?? "/actuator";
  let previousApp;
  let previousAppContainer = void 0;
  let previousDatabase = void 0;
  let previousK6Process = void 0;
  let previousK6 = void 0;
  let previousHost = void 0;
  for (const sample of samples) {
    if (sample.app) {
      const { atMs, snapshot } = sample.app;
      appGauges(out, atMs, snapshot, facts);
      if (previousApp) appCounters(out, previousApp, sample.app, managementPath);
      previousApp = sample.app;
    }
    if (sample.appContainer) {
      containerSeries(out, "app", previousAppContainer, sample.appContainer);
      previousAppContainer = sample.appContainer;
    }
    if (sample.databaseContainer) {
      containerSeries(out, "database", previousDatabase, sample.databaseContainer);
      previousDatabase = sample.databaseContainer;
    }
    if (sample.k6Process) {
      const reading = sample.k6Process;
      if (previousK6Process) {
        const seconds = (reading.atMs - previousK6Process.atMs) / 1e3;
        if (seconds > 0) {
          const cpu = (reading.cpuSeconds - previousK6Process.cpuSeconds) / seconds * 100;
          out.push("k6.cpu", reading.atMs, cpu);
        }
      }
      previousK6Process = reading;
    }
    if (sample.k6) {
      k6Series(out, previousK6, sample.k6);
      const vusMax = sample.k6.vusMax;
      if (vusMax !== void 0) facts.k6VusMax = Math.max(Number(facts.k6VusMax ?? 0), vusMax);
      previousK6 = sample.k6;
    }
    if (sample.host) {
      const reading = sample.host;
      if (previousHost) {
        const total = reading.totalTicks - previousHost.totalTicks;
        if (total > 0) {
          const busy = reading.busyTicks - previousHost.busyTicks;
          out.push("host.cpu", reading.atMs, busy / total * 100);
          if (reading.stealTicks !== void 0 && previousHost.stealTicks !== void 0) {
            const steal = reading.stealTicks - previousHost.stealTicks;
            out.push("host.steal", reading.atMs, steal / total * 100);
          }
        }
      }
      previousHost = reading;
    }
  }
  return { series: out.build(), facts, notes: missingMetricNotes(samples) };
}
function appGauges(out, atMs, snapshot, facts) {
  const { tomcat, pools } = snapshot;
  out.push("tomcat.busy", atMs, tomcat.busy);
  out.push("tomcat.current", atMs, tomcat.current);
  if (tomcat.max !== void 0) facts.threadsMax = tomcat.max;
  const poolNames = Object.keys(pools).sort();
  if (poolNames.length > 0) {
    const total = (field2) => {
      const values = poolNames.map((name) => pools[name][field2]);
      return values.every((value) => value === void 0) ? void 0 : values.reduce((sum2, value) => sum2 + (value ?? 0), 0);
    };
    out.push("hikari.active", atMs, total("active"));
    out.push("hikari.idle", atMs, total("idle"));
    out.push("hikari.pending", atMs, total("pending"));
    let maximumPoolSize = 0;
    for (const name of poolNames) {
      const pool = pools[name];
      if (pool.max !== void 0) {
        maximumPoolSize += pool.max;
        if (poolNames.length > 1) facts[`maximumPoolSize[${name}]`] = pool.max;
      }
      if (poolNames.length > 1) {
        out.push(keyedSeriesName("hikari.active", name), atMs, pool.active);
        out.push(keyedSeriesName("hikari.pending", name), atMs, pool.pending);
      }
    }
    if (maximumPoolSize > 0) facts.maximumPoolSize = maximumPoolSize;
    facts.pools = poolNames.join(", ");
  }
  if (snapshot.processCpu !== void 0) out.push("jvm.cpu", atMs, snapshot.processCpu * 100);
  if (snapshot.systemCpu !== void 0) out.push("system.cpu", atMs, snapshot.systemCpu * 100);
  if (snapshot.cpuCount !== void 0) facts.jvmCpuCount = snapshot.cpuCount;
  if (snapshot.heapUsedBytes !== void 0) {
    out.push("jvm.heapUsedMb", atMs, snapshot.heapUsedBytes / 1048576);
  }
  if (snapshot.heapMaxBytes !== void 0) facts.heapMaxMb = round(snapshot.heapMaxBytes / 1048576);
}
function appCounters(out, previous, current, managementPath) {
  const seconds = (current.atMs - previous.atMs) / 1e3;
  if (seconds <= 0) return;
  const atMs = current.atMs;
  const before = previous.snapshot;
  const now = current.snapshot;
  const previousMeters = new Map(before.http.map((meter) => [meterKey(meter), meter]));
  const all = new IntervalAccumulator();
  const byEndpoint = /* @__PURE__ */ new Map();
  let serverErrors = 0;
  let restarted = false;
  for (const meter of now.http) {
    if (isManagementUri(meter.uri, managementPath)) continue;
    const earlier = previousMeters.get(meterKey(meter));
    const count = meter.count - (earlier?.count ?? 0);
    if (count < 0) restarted = true;
    if (count <= 0) continue;
    const sumSec = meter.sumSec - (earlier?.sumSec ?? 0);
    const buckets = meter.buckets ? bucketDelta(meter.buckets, earlier?.buckets) : void 0;
    all.add(count, sumSec, buckets);
    const endpoint = meter.method ? `${meter.method} ${meter.uri}` : meter.uri;
    let accumulator = byEndpoint.get(endpoint);
    if (!accumulator) byEndpoint.set(endpoint, accumulator = new IntervalAccumulator());
    accumulator.add(count, sumSec, buckets);
    if (meter.status.startsWith("5")) serverErrors += count;
  }
  if (!restarted) {
    const hasHttp = now.http.some((meter) => !isManagementUri(meter.uri, managementPath));
    if (hasHttp) {
      out.push("app.rate", atMs, all.count / seconds);
      out.push("app.5xxRate", atMs, serverErrors / seconds);
    }
    if (all.count > 0) out.push("app.meanMs", atMs, all.sumSec / all.count * 1e3);
    const p95 = all.quantile(0.95);
    if (p95 !== void 0) out.push("app.p95Ms", atMs, p95 * 1e3);
    for (const [endpoint, accumulator] of byEndpoint) {
      out.push(keyedSeriesName("app.rate", endpoint), atMs, accumulator.count / seconds);
      out.push(
        keyedSeriesName("app.meanMs", endpoint),
        atMs,
        accumulator.sumSec / accumulator.count * 1e3
      );
      const endpointP95 = accumulator.quantile(0.95);
      if (endpointP95 !== void 0) {
        out.push(keyedSeriesName("app.p95Ms", endpoint), atMs, endpointP95 * 1e3);
      }
    }
  }
  let acquireCount = 0;
  let acquireSum = 0;
  let timeouts = 0;
  let sawAcquire = false;
  let sawTimeouts = false;
  for (const [name, pool] of Object.entries(now.pools)) {
    const earlier = before.pools[name];
    if (pool.acquireCount !== void 0 && earlier?.acquireCount !== void 0) {
      sawAcquire = true;
      acquireCount += pool.acquireCount - earlier.acquireCount;
      acquireSum += (pool.acquireSumSec ?? 0) - (earlier.acquireSumSec ?? 0);
    }
    if (pool.timeouts !== void 0 && earlier?.timeouts !== void 0) {
      sawTimeouts = true;
      timeouts += pool.timeouts - earlier.timeouts;
    }
  }
  if (sawAcquire && acquireCount > 0) {
    out.push("hikari.acquireMs", atMs, acquireSum / acquireCount * 1e3);
  }
  if (sawTimeouts && timeouts >= 0) out.push("hikari.timeouts", atMs, timeouts);
  if (now.gcPauseSumSec !== void 0 && before.gcPauseSumSec !== void 0) {
    const paused = now.gcPauseSumSec - before.gcPauseSumSec;
    if (paused >= 0) out.push("jvm.gcPauseShare", atMs, paused / seconds * 100);
  }
  if (now.gcPauseCount !== void 0 && before.gcPauseCount !== void 0) {
    const pauses = now.gcPauseCount - before.gcPauseCount;
    if (pauses >= 0) out.push("jvm.gcPauses", atMs, pauses / seconds);
  }
}
function containerSeries(out, role, previous, current) {
  if (previous) {
    const elapsedNanos = (current.atMs - previous.atMs) * 1e6;
    const used = current.cpuNanos - previous.cpuNanos;
    if (elapsedNanos > 0 && used >= 0) {
      out.push(`container.${role}.cpu`, current.atMs, used / elapsedNanos * 100);
    }
    const periods = (current.periods ?? 0) - (previous.periods ?? 0);
    const throttled = (current.throttledPeriods ?? 0) - (previous.throttledPeriods ?? 0);
    if (current.periods !== void 0 && previous.periods !== void 0 && periods > 0) {
      out.push(
        `container.${role}.throttled`,
        current.atMs,
        Math.max(0, throttled) / periods * 100
      );
    }
  }
  if (current.memoryBytes !== void 0) {
    out.push(`container.${role}.memoryMb`, current.atMs, current.memoryBytes / 1048576);
  }
}
function k6Series(out, previous, current) {
  out.push("k6.vus", current.atMs, current.vus);
  if (!previous) return;
  const seconds = (current.atMs - previous.atMs) / 1e3;
  if (seconds <= 0) return;
  const perSecond = (now, before) => now === void 0 || now < (before ?? 0) ? void 0 : (now - (before ?? 0)) / seconds;
  out.push("k6.rate", current.atMs, perSecond(current.httpReqs, previous.httpReqs));
  out.push("k6.iterationRate", current.atMs, perSecond(current.iterations, previous.iterations));
  if (current.droppedIterations !== void 0) {
    out.push(
      "k6.droppedRate",
      current.atMs,
      perSecond(current.droppedIterations, previous.droppedIterations ?? 0)
    );
  }
  const failed = (reading) => reading.httpReqs === void 0 || reading.httpReqFailedShare === void 0 ? void 0 : reading.httpReqs * reading.httpReqFailedShare;
  const failures = perSecond(failed(current), failed(previous));
  if (failures !== void 0) out.push("k6.failures", current.atMs, Math.max(0, failures));
}
var SeriesSink = class {
  series = /* @__PURE__ */ new Map();
  push(name, atMs, value) {
    if (value === void 0 || !Number.isFinite(value)) return;
    let target = this.series.get(name);
    if (!target) this.series.set(name, target = { t: [], values: [] });
    target.t.push(Math.round(atMs) / 1e3);
    target.values.push(round(value));
  }
  build() {
    return Object.fromEntries([...this.series].sort(([a], [b]) => a.localeCompare(b)));
  }
};

// src/telemetry/k6-csv.ts
var MAX_SERIES_ENDPOINTS = 20;
var EXACT_PER_SECOND = 1e3;
var K6_CSV_ENV = { K6_CSV_TIME_FORMAT: "unix_milli" };
var K6CsvAccumulator = class {
  /**
   * @param windowStartMs epoch ms of the window's t = 0 (the telemetry session's startedAt)
   * @param windowEndMs epoch ms after which lines are ignored
   */
  constructor(windowStartMs, windowEndMs = Infinity) {
    this.windowStartMs = windowStartMs;
    this.windowEndMs = windowEndMs;
  }
  windowStartMs;
  windowEndMs;
  columns;
  durations = /* @__PURE__ */ new Map();
  requests = /* @__PURE__ */ new Map();
  /** every request of the run, window or not: per-endpoint figures cover the whole k6 run */
  endpoints = new EndpointCollector();
  seriesEndpoints = /* @__PURE__ */ new Set();
  /** requests sent by the script's setup() and teardown() */
  setupRequests = 0;
  /** Feeds one CSV line (the header first). */
  addLine(line) {
    if (line === "") return;
    if (!this.columns) {
      this.columns = new Map(line.split(",").map((name, index) => [name.trim(), index]));
      return;
    }
    const metric = line.startsWith("http_req_duration,") ? "http_req_duration" : line.startsWith("http_reqs,") ? "http_reqs" : line.startsWith("http_req_failed,") ? "http_req_failed" : void 0;
    if (!metric) return;
    const fields = splitCsvLine(line);
    const column = (name) => {
      const index = this.columns?.get(name);
      return index === void 0 ? void 0 : fields[index];
    };
    const group = column("group") ?? "";
    if (group.startsWith("::setup") || group.startsWith("::teardown")) {
      if (metric === "http_reqs") this.setupRequests += 1;
      return;
    }
    const endpoint = endpointTag(column("extra_tags") ?? "");
    const value = Number(column("metric_value"));
    const request = {
      method: column("method") ?? "",
      name: column("name") ?? column("url") ?? "",
      ...endpoint ? { endpointTag: endpoint } : {}
    };
    const status = metric === "http_reqs" ? statusKey(column("status"), column("error_code")) : void 0;
    if (Number.isFinite(value))
      this.endpoints.add({ ...request, metric, value, ...status ? { status } : {} });
    if (metric === "http_req_failed") return;
    const atMs = parseTimestampMs(column("timestamp") ?? "");
    if (atMs === void 0 || atMs < this.windowStartMs || atMs > this.windowEndMs) return;
    const second = Math.floor((atMs - this.windowStartMs) / 1e3);
    const keys = ["", ...this.seriesKey(request)];
    if (fields[0] === "http_reqs") {
      for (const key of keys) increment(this.requests, key, second);
    } else {
      if (!Number.isFinite(value)) return;
      for (const key of keys) append(this.durations, key, second, value);
    }
  }
  /**
   * The endpoint a request's per-second series go under: its `endpoint` or `name` tag (as the
   * endpoint table groups it), for the first MAX_SERIES_ENDPOINTS endpoints; none for URLs k6
   * named by default (one series per URL would only bloat the result file).
   */
  seriesKey(request) {
    const { label, fromUrl } = endpointOf(request);
    if (fromUrl || label === "") return [];
    if (!this.seriesEndpoints.has(label)) {
      if (this.seriesEndpoints.size >= MAX_SERIES_ENDPOINTS) return [];
      this.seriesEndpoints.add(label);
    }
    return [label];
  }
  /** client.rate and client.p95Ms (and per endpoint), t = end of each second. */
  build() {
    const series = {};
    for (const [key, perSecond] of this.requests) {
      const name = key ? keyedSeriesName("client.rate", key) : "client.rate";
      series[name] = toSeries([...perSecond].map(([second, count]) => [second, count]));
    }
    for (const [key, perSecond] of this.durations) {
      const name = key ? keyedSeriesName("client.p95Ms", key) : "client.p95Ms";
      series[name] = toSeries(
        [...perSecond].map(([second, sample]) => [second, sample.quantile(0.95)])
      );
    }
    return series;
  }
  /** Per-endpoint figures of every request in the file (see src/load/endpoints.ts). */
  buildEndpoints(durationSec) {
    const breakdown = this.endpoints.build(durationSec);
    return this.setupRequests > 0 ? { ...breakdown, setupRequests: this.setupRequests } : breakdown;
  }
};
async function readK6Csv(path, window, durationSec, maxBytes) {
  const accumulator = new K6CsvAccumulator(window.startMs, window.endMs);
  const end = maxBytes === void 0 ? void 0 : await lastLineEnd(path, maxBytes);
  const file = createReadStream2(path, end === void 0 ? {} : { end });
  const input = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    accumulator.addLine(line);
  }
  return { series: accumulator.build(), endpoints: accumulator.buildEndpoints(durationSec) };
}
async function lastLineEnd(path, maxBytes) {
  const handle = await open(path, "r");
  try {
    const size = Math.min(maxBytes, (await handle.stat()).size);
    const chunk = 64 * 1024;
    for (let position = size; position > 0; position -= chunk) {
      const start = Math.max(0, position - chunk);
      const buffer = Buffer.alloc(position - start);
      await handle.read(buffer, 0, buffer.length, start);
      const newline = buffer.lastIndexOf(10);
      if (newline >= 0) return start + newline;
    }
    return -1;
  } finally {
    await handle.close();
  }
}
function withCsvCapNote(breakdown, capped, windowSec) {
  const size = capped.bytes >= 1024 ** 2 ? `${Math.round(capped.bytes / 1024 ** 2)} MiB` : `${Math.round(capped.bytes / 1024)} kB`;
  const note = `k6's per-request output reached its cap (${size}) after about ${Math.round(capped.afterMs / 1e3)} s of the ${windowSec} s window: the per-endpoint figures and the per-second client series cover only the requests before it; the totals above (k6 summary) cover the whole window.`;
  const rest = { ...breakdown };
  delete rest.http;
  return { ...rest, note: breakdown.note ? `${note} ${breakdown.note}` : note };
}
function withClientSeries(record, series) {
  return { ...record, series: { ...record.series, ...series } };
}
function parseTimestampMs(value) {
  if (/^\d+(\.\d+)?$/.test(value)) {
    const number = Number(value);
    if (number >= 1e17) return number / 1e6;
    if (number >= 1e14) return number / 1e3;
    if (number >= 1e11) return number;
    return number * 1e3;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? void 0 : parsed;
}
function endpointTag(extraTags) {
  for (const pair of extraTags.split("&")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator) === "endpoint") {
      return decodeURIComponent(pair.slice(separator + 1));
    }
  }
  return void 0;
}
function splitCsvLine(line) {
  if (!line.includes('"')) return line.split(",");
  const fields = [];
  let field2 = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field2 += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field2 += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field2);
      field2 = "";
    } else field2 += char;
  }
  fields.push(field2);
  return fields;
}
function toSeries(points) {
  points.sort((a, b) => a[0] - b[0]);
  return {
    t: points.map(([second]) => second + 1),
    values: points.map(([, value]) => round(value))
  };
}
function increment(target, key, second) {
  let perSecond = target.get(key);
  if (!perSecond) target.set(key, perSecond = /* @__PURE__ */ new Map());
  perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
}
function append(target, key, second, value) {
  let perSecond = target.get(key);
  if (!perSecond) target.set(key, perSecond = /* @__PURE__ */ new Map());
  let sample = perSecond.get(second);
  if (!sample) perSecond.set(second, sample = new LatencySample(EXACT_PER_SECOND));
  sample.add(value);
}

// src/load/k6-process.ts
import { lstatSync, mkdirSync, statSync } from "node:fs";
import { dirname as dirname2, join as join3, relative, sep } from "node:path";
function runtimeName(runtime) {
  return runtime.image === void 0 ? runtime.binary : `${runtime.image} (container)`;
}
function k6ContainerBinds(o) {
  const writable = o.writable.map((dir) => `${dir}:${dir}`);
  if (o.scriptRoot === void 0) return writable;
  const gitPath = join3(o.scriptRoot, ".git");
  return [
    `${o.scriptRoot}:${o.scriptRoot}:ro`,
    ...o.git === "directory" ? [`${o.emptyDir}:${gitPath}:ro`] : [],
    ...o.git === "file" ? [`/dev/null:${gitPath}:ro`] : [],
    ...writable
  ];
}
function scriptRootOf(script) {
  const real = realPath(script) ?? script;
  return enclosingWorkTree(dirname2(real)) ?? dirname2(real);
}
function requireReadable(root, script, uid) {
  const real = realPath(script) ?? script;
  const steps = relative(root, real).split(sep).filter(Boolean);
  const folders = [root, ...steps.slice(0, -1).map((_, i) => join3(root, ...steps.slice(0, i + 1)))];
  for (const folder of folders) {
    if ((statSync(folder).mode & 5) !== 5) {
      throw new EnvironmentError(
        `k6 runs in a container as user ${uid} and cannot read the script's folder ${folder} (mode ${(statSync(folder).mode & 511).toString(8)}).`,
        {
          fix: `Run perf-gate as the user that owns the checkout (not root), or let others read it: chmod o+rx ${folder}.`
        }
      );
    }
  }
  if ((statSync(real).mode & 4) === 0) {
    throw new EnvironmentError(
      `k6 runs in a container as user ${uid} and cannot read the script ${real}.`,
      { fix: `Run perf-gate as the user that owns the checkout (not root), or chmod o+r ${real}.` }
    );
  }
}
async function startK6(runtime, launch) {
  if (runtime.image === void 0) {
    const proc = startProcess(runtime.binary, launch.args, {
      env: childEnvironment(launch.env),
      cwd: launch.cwd,
      description: launch.description
    });
    return launch.scope.add({
      pid: proc.child.pid,
      exited: proc.exited,
      output: proc.output,
      description: proc.description,
      release: () => proc.release()
    });
  }
  const user = sandboxUser();
  const scriptRoot = launch.script === void 0 ? void 0 : scriptRootOf(launch.script);
  if (scriptRoot !== void 0 && user.uid !== process.getuid?.()) {
    requireReadable(scriptRoot, launch.script, user.uid);
  }
  const gitInfo = scriptRoot === void 0 ? void 0 : lstatSync(join3(scriptRoot, ".git"), { throwIfNoEntry: false });
  const emptyDir = join3(launch.cwd, ".empty");
  if (gitInfo?.isDirectory()) mkdirSync(emptyDir, { recursive: true });
  const writable = [launch.cwd, ...launch.writable ?? []];
  for (const dir of writable) user.own(dir);
  return startOneShot({
    image: runtime.image,
    command: ["k6", ...launch.args],
    workdir: launch.cwd,
    binds: k6ContainerBinds({
      scriptRoot,
      git: gitInfo ? gitInfo.isDirectory() ? "directory" : "file" : void 0,
      emptyDir,
      writable
    }),
    // No PATH, HOME or token of the host: k6's own variables and a HOME it may write.
    env: { ...launch.env, HOME: "/tmp" },
    user: `${user.uid}:${user.gid}`,
    role: "k6",
    scope: launch.scope,
    output: new LogTail(400),
    readOnlyRoot: true,
    tmpfs: { "/tmp": "rw,size=64m" }
  });
}
async function runK6(runtime, launch, timeoutMs) {
  const proc = await startK6(runtime, launch);
  const code = await untilExit(proc, launch.scope, timeoutMs);
  return { code, output: proc.output.tail() };
}

// src/load/summary.ts
function toWindowMeasurement(summary, context) {
  const metrics = summary.metrics;
  const iterations = metrics.iterations?.values?.count ?? 0;
  const iterationErrors = metrics.perf_gate_iteration_errors?.values?.count ?? 0;
  const foreignRequests = metrics.perf_gate_foreign_requests?.values?.count ?? 0;
  const mix = summary.perfGate?.mix ?? [];
  const thresholdsCrossed = crossedThresholds(summary);
  const iterationMs = metrics.iteration_duration?.values?.avg;
  const dropped = metrics.dropped_iterations?.values?.count ?? 0;
  const vusMax = metrics.vus_max?.values?.max ?? metrics.vus_max?.values?.value ?? 0;
  const durationSec = context.durationSec;
  const reasons = [];
  const endpoints = {};
  for (const name of Object.keys(metrics)) {
    const match = /^http_req_duration\{endpoint:([^,}]+)\}$/.exec(name);
    if (!match?.[1]) continue;
    const endpoint = match[1];
    endpoints[endpoint] = requestMetrics(
      metrics[name],
      metrics[`http_reqs{endpoint:${endpoint}}`],
      metrics[`http_req_failed{endpoint:${endpoint}}`],
      durationSec
    );
  }
  return {
    scenario: context.scenario,
    side: context.side,
    round: context.round,
    targetRate: context.targetRate,
    durationSec,
    iterations,
    ...iterationErrors > 0 ? { iterationErrors } : {},
    ...iterationErrors > 0 && summary.perfGate?.scriptError ? { scriptError: summary.perfGate.scriptError } : {},
    ...mix.length > 1 ? { mix } : {},
    ...thresholdsCrossed.length > 0 ? { thresholdsCrossed } : {},
    ...foreignRequests > 0 ? {
      foreignRequests,
      ...summary.perfGate?.foreignUrl ? { foreignUrl: summary.perfGate.foreignUrl } : {}
    } : {},
    ...iterations > 0 && iterationMs !== void 0 ? { iterationMs } : {},
    tps: durationSec > 0 ? iterations / durationSec : 0,
    droppedIterations: dropped,
    vusMax,
    http: requestMetrics(
      metrics.http_req_duration,
      metrics.http_reqs,
      metrics.http_req_failed,
      durationSec
    ),
    endpoints,
    checks: {
      passes: metrics.checks?.values?.passes ?? 0,
      fails: metrics.checks?.values?.fails ?? 0
    },
    generator: { saturated: reasons.length > 0, reasons },
    ...context.k6ExitCode === void 0 ? {} : { k6ExitCode: context.k6ExitCode }
  };
}
function k6LogMessage(line) {
  const quoted = /\bmsg="((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
  if (quoted === void 0) return line;
  let message;
  try {
    message = JSON.parse(`"${quoted}"`);
  } catch {
    message = quoted;
  }
  return message.split("\n").map((part) => part.trim()).filter((part) => part && !part.includes("wrapper.js")).join(" ");
}
function scriptErrorIn(lines) {
  const line = lines.find((candidate) => candidate.includes("source=stacktrace"));
  if (line === void 0) return void 0;
  const text2 = k6LogMessage(line);
  return text2.length > 300 ? `${text2.slice(0, 299)}\u2026` : text2;
}
function foreignUrlIn(lines) {
  for (const line of lines) {
    const url = /perf-gate: foreign request to (\S+)/.exec(k6LogMessage(line))?.[1];
    if (url) return url;
  }
  return void 0;
}
function isLoopbackUrl(url) {
  if (url === void 0) return true;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith("127.") || host === "localhost" || host === "[::1]";
  } catch {
    return false;
  }
}
function crossedThresholds(summary) {
  const crossed = [];
  for (const [metric, data] of Object.entries(summary.metrics)) {
    for (const [expression, result] of Object.entries(data.thresholds ?? {})) {
      if (!result.ok) crossed.push(`${metric}: ${expression}`);
    }
  }
  return crossed.sort();
}
function requestMetrics(duration, reqs, failed, durationSec) {
  const requests = reqs?.values?.count ?? 0;
  const failedCount = failed?.values?.passes ?? 0;
  return {
    requests,
    failed: failedCount,
    errorRate: requests > 0 ? failedCount / requests : 0,
    ratePerSec: durationSec > 0 ? requests / durationSec : 0,
    latency: latency(duration?.values ?? {})
  };
}
function latency(values) {
  const pick = (key) => round3(values[key] ?? 0);
  return {
    avg: pick("avg"),
    min: pick("min"),
    p50: pick("med"),
    p90: pick("p(90)"),
    p95: pick("p(95)"),
    p99: pick("p(99)"),
    max: pick("max")
  };
}
function round3(value) {
  return Math.round(value * 1e3) / 1e3;
}

// src/load/wrapper.ts
import { pathToFileURL } from "node:url";

// src/load/wrapper-runtime.ts
var DISPATCH = `const seed = __ENV.PERF_GATE_SEED ? Number(__ENV.PERF_GATE_SEED) : undefined;
const iterationErrors = new Counter('perf_gate_iteration_errors');
function seconds(text) {
  if (typeof text === 'number') return text / 1000;
  let total = 0;
  const re = /([0-9.]+)(ms|s|m|h)/g;
  let m;
  while ((m = re.exec(String(text))) !== null) total += Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2]];
  return total;
}
// The iterations a scenario would run in the script's own test (VU-based: one a VU-second).
function scenarioWeight(s) {
  const area = (start, stages) => {
    let level = start || 0;
    let total = 0;
    for (const st of stages || []) {
      const target = st.target || 0;
      total += ((level + target) / 2) * seconds(st.duration || 0);
      level = target;
    }
    return total;
  };
  const unit = seconds(s.timeUnit || '1s') || 1;
  const duration = seconds(s.duration || '1s') || 1;
  switch (s.executor) {
    case 'constant-arrival-rate': return ((s.rate || 1) / unit) * duration;
    case 'ramping-arrival-rate': return area(s.startRate, s.stages) / unit;
    case 'ramping-vus': return area(s.startVUs === undefined ? 1 : s.startVUs, s.stages);
    case 'per-vu-iterations': return (s.vus || 1) * (s.iterations || 1);
    case 'shared-iterations': return s.iterations || 1;
    default: return (s.vus || 1) * duration;
  }
}
const mix = (() => {
  const scenarios = Object.entries(user.scenarios || {});
  // Several scenarios, or one that names its function, env or tags: each iteration runs as one of
  // them. A single plain scenario is the default function under the gate's own scenario.
  const distinct = scenarios.length > 1 || scenarios.some(([, s]) => s && ((s.exec && s.exec !== 'default') || s.env || s.tags));
  if (mode === 'script' || !distinct) {
    if (mode !== 'script' && typeof script.default !== 'function')
      throw new Error('perf-gate: ' + scriptPath + ' exports no default function and none of its scenarios names an exec function. Export one (export default function () { ... }) or give each scenario exec: "<function name>".');
    // One plain scenario keeps its name on its samples (a threshold on {scenario:<name>} sees them).
    const only = mode !== 'script' && scenarios.length === 1 ? scenarios[0][0] : undefined;
    return [{ scenario: only || 'default', fn: 'default', weight: 1, env: {}, tags: only ? { scenario: only } : {} }];
  }
  const entries = scenarios.map(([name, s]) => {
    const fn = s.exec || 'default';
    if (typeof script[fn] !== 'function')
      throw new Error(fn === 'default'
        ? 'perf-gate: scenario "' + name + '" of ' + scriptPath + ' names no exec function and the script exports no default function. Export one (export default function () { ... }) or give the scenario exec: "<function name>".'
        : 'perf-gate: scenario "' + name + '" of ' + scriptPath + ' runs exec "' + fn + '", which the script does not export as a function.');
    const configured = mixOverride[name];
    // k6 tags a scenario's samples with its name and its own tags; the iteration does the same.
    const tags = Object.assign({}, s.tags || {}, { scenario: name });
    return { scenario: name, fn, weight: mode === 'probe' ? (configured === 0 ? 0 : 1) : configured !== undefined ? configured : scenarioWeight(s), env: s.env || {}, tags };
  });
  for (const name of Object.keys(mixOverride))
    if (!entries.some((e) => e.scenario === name))
      throw new Error('perf-gate: mix names scenario "' + name + '", which ' + scriptPath + ' does not declare; its scenarios: ' + entries.map((e) => e.scenario).join(', ') + '.');
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  if (!(total > 0)) throw new Error('perf-gate: the scenarios of ' + scriptPath + ' weigh nothing (mix: every weight is 0).');
  let cumulative = 0;
  return entries.filter((e) => e.weight > 0).map((e) => Object.assign(e, { share: e.weight / total, upTo: (cumulative += e.weight / total) }));
})();
function pick(n) {
  const x = ((n + 0.5) * 0.6180339887498949) % 1;
  return mix.find((e) => x < e.upTo) || mix[mix.length - 1];
}
// The scenario's env and tags for one iteration (exec.vu.tags overrides k6's own scenario tag, so a
// threshold on http_req_duration{scenario:browse} sees browse's requests), put back after it.
function withScenario(entry) {
  const saved = {};
  for (const key of Object.keys(entry.env)) { saved[key] = __ENV[key]; __ENV[key] = entry.env[key]; }
  const tags = exec.vu.tags;
  const savedTags = {};
  for (const key of Object.keys(entry.tags)) { savedTags[key] = tags[key]; tags[key] = entry.tags[key]; }
  return () => {
    for (const key of Object.keys(saved)) { if (saved[key] === undefined) delete __ENV[key]; else __ENV[key] = saved[key]; }
    for (const key of Object.keys(savedTags)) { if (savedTags[key] === undefined) delete tags[key]; else tags[key] = savedTags[key]; }
  };
}
let vuScenarioSet = false;
export default function (data) {
  const n = exec.scenario.iterationInTest;
  if (seed !== undefined) randomSeed(seed + n);
  const entry = mix.length === 1 ? mix[0] : mode === 'probe' ? mix[n % mix.length] : pick(n);
  // A single scenario's env and tags are set once for the VU's life; a mix's, per iteration.
  let restore = () => {};
  if (mix.length > 1) restore = withScenario(entry);
  else if (!vuScenarioSet) {
    withScenario(entry);
    vuScenarioSet = true;
  }
  let result;
  try {
    result = script[entry.fn](data);
  } catch (error) {
    iterationErrors.add(1);
    restore();
    throw error;
  }
  if (result && typeof result.then === 'function')
    return result.then((value) => { restore(); return value; }, (error) => { iterationErrors.add(1); restore(); throw error; });
  restore();
  return result;
}`;
var REQUESTS = `const foreignRequests = new Counter('perf_gate_foreign_requests');
const appAt = /^(https?):\\/\\/([^/?#]+)/i.exec(__ENV.PERF_GATE_APP_URL || __ENV.BASE_URL || '');
const LOOPBACK_NAMES = ['localhost', '[::1]'];
function portOf(scheme, host) {
  const port = /:(\\d+)$/.exec(host);
  return port ? port[1] : scheme.toLowerCase() === 'https' ? '443' : '80';
}
function hostOf(host) {
  return host.replace(/:\\d+$/, '').toLowerCase();
}
function toApp(url) {
  if (!appAt) return true;
  const at = /^(https?):\\/\\/([^/?#]+)/i.exec(url);
  if (!at) return true;
  const host = hostOf(at[2]);
  return portOf(at[1], at[2]) === portOf(appAt[1], appAt[2]) && (host.startsWith('127.') || LOOPBACK_NAMES.includes(host));
}
// Several app instances and no proxy in front (app.instances): each request to the app goes to the
// next instance in turn, starting at a different one per VU.
const instanceOrigins = (__ENV.PERF_GATE_APP_URLS || '').split(' ').map((u) => (/^https?:\\/\\/[^/?#]+/i.exec(u) || [''])[0]).filter(Boolean);
const appOrigin = appAt ? appAt[0].toLowerCase() : '';
let nextInstance = typeof __VU === 'number' ? __VU : 0;
function toInstance(url) {
  if (instanceOrigins.length < 2 || typeof url !== 'string') return url;
  if (url.slice(0, appOrigin.length).toLowerCase() !== appOrigin || /^[^/?#]/.test(url.slice(appOrigin.length))) return url;
  const origin = instanceOrigins[nextInstance % instanceOrigins.length];
  nextInstance += 1;
  return origin + url.slice(appOrigin.length);
}
let toldForeign = false;
function checkUrl(url) {
  const text = url && typeof url === 'object' && url.url ? String(url.url) : String(url);
  if (toApp(text)) return;
  foreignRequests.add(1);
  if (!toldForeign) {
    toldForeign = true;
    console.warn('perf-gate: foreign request to ' + text);
  }
}
const probeUrl = __ENV.PERF_GATE_PROBE_URL;
const original = {};
for (const m of ['get', 'head', 'post', 'put', 'patch', 'del', 'options', 'request', 'asyncRequest', 'batch']) original[m] = http[m];
const mark = (what, params, url) => {
  const tags = (params && params.tags) || {};
  original.post.call(http, probeUrl, JSON.stringify({ what, endpoint: tags.endpoint, name: tags.name, url: String(url) }));
};
const wrap = (m, urlAt, paramsAt) => function () {
  checkUrl(arguments[urlAt]);
  arguments[urlAt] = toInstance(arguments[urlAt]);
  if (!probeUrl) return original[m].apply(http, arguments);
  mark('begin', arguments[paramsAt], arguments[urlAt]);
  try {
    return original[m].apply(http, arguments);
  } finally {
    mark('end', arguments[paramsAt], arguments[urlAt]);
  }
};
http.get = wrap('get', 0, 1);
http.head = wrap('head', 0, 1);
for (const m of ['post', 'put', 'patch', 'del', 'options']) http[m] = wrap(m, 0, 2);
http.request = wrap('request', 1, 3);
if (original.asyncRequest) http.asyncRequest = function () { checkUrl(arguments[1]); arguments[1] = toInstance(arguments[1]); return original.asyncRequest.apply(http, arguments); };
http.batch = function (requests) {
  for (const r of Array.isArray(requests) ? requests : Object.values(requests || {}))
    checkUrl(typeof r === 'string' ? r : Array.isArray(r) ? r[1] : r && r.url);
  return original.batch.apply(http, arguments);
};`;
var PHASES = `const phaseUrl = __ENV.PERF_GATE_PHASE_URL;
function phase(name) {
  if (phaseUrl) original.post.call(http, phaseUrl, JSON.stringify({ phase: name }), { tags: { name: 'perf-gate phase' } });
}
export function setup() {
  if (typeof script.setup !== 'function') return undefined;
  const data = script.setup();
  if (data && typeof data.then === 'function') return data.then((value) => { phase('run'); return value; });
  phase('run');
  return data;
}
export function teardown(data) {
  if (typeof script.teardown !== 'function') return undefined;
  phase('teardown');
  return script.teardown(data);
}`;
function nonLoopbackCidrs() {
  const v4 = [
    "0.0.0.0/2",
    "64.0.0.0/3",
    "96.0.0.0/4",
    "112.0.0.0/5",
    "120.0.0.0/6",
    "124.0.0.0/7",
    "126.0.0.0/8",
    "128.0.0.0/1"
  ];
  const v6 = [];
  for (let bit = 0; bit < 128; bit++) {
    const address = bit === 127 ? 0n : 1n << BigInt(127 - bit);
    v6.push(`${ipv6(address)}/${bit + 1}`);
  }
  return [...v4, ...v6];
}
function ipv6(value) {
  const groups = [];
  for (let shift = 112; shift >= 0; shift -= 16) {
    groups.push((value >> BigInt(shift) & 0xffffn).toString(16));
  }
  return groups.join(":");
}

// src/load/wrapper.ts
var TREND_STATS = ["avg", "min", "med", "max", "p(90)", "p(95)", "p(99)"];
function renderWrapper(options) {
  const url = pathToFileURL(options.script).href;
  const thresholdEndpoints = options.endpoints.filter((name) => !name.includes(","));
  const scenarios = options.executor === "gate" ? {
    measure: {
      executor: "constant-arrival-rate",
      rate: options.targetRate,
      timeUnit: "1s",
      duration: options.duration,
      preAllocatedVUs: options.preAllocatedVus,
      maxVUs: options.maxVus,
      exec: "default",
      gracefulStop: "10s"
    }
  } : options.executor === "probe" ? {
    probe: {
      executor: "shared-iterations",
      vus: 1,
      iterations: options.probeIterations ?? 20,
      maxDuration: options.duration,
      exec: "default"
    }
  } : null;
  return `// Generated by perf-gate for ${JSON.stringify(options.script)}; do not edit.
import { randomSeed } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter } from 'k6/metrics';
import * as script from ${JSON.stringify(url)};
export * from ${JSON.stringify(url)};

const user = script.options || {};
const mode = ${JSON.stringify(options.executor)};
const scriptPath = ${JSON.stringify(options.script)};
const mixOverride = ${JSON.stringify(options.mix ?? {})};
${DISPATCH}
${REQUESTS}
${PHASES}

const endpoints = Array.from(new Set([...(script.endpoints || []), ...${JSON.stringify(thresholdEndpoints)}]));
const thresholds = {};
for (const [metric, list] of Object.entries(user.thresholds || {}))
  thresholds[metric] = (Array.isArray(list) ? list : [list]).map((t) => t && typeof t === 'object' && t.abortOnFail ? Object.assign({}, t, { abortOnFail: false }) : t);
for (const endpoint of endpoints) {
  thresholds['http_req_duration{endpoint:' + endpoint + '}'] = thresholds['http_req_duration{endpoint:' + endpoint + '}'] || ['max>=0'];
  thresholds['http_reqs{endpoint:' + endpoint + '}'] = thresholds['http_reqs{endpoint:' + endpoint + '}'] || ['count>=0'];
  thresholds['http_req_failed{endpoint:' + endpoint + '}'] = thresholds['http_req_failed{endpoint:' + endpoint + '}'] || ['rate>=0'];
}
const gateScenarios = ${JSON.stringify(scenarios)};
export const options = Object.assign({}, user, {
  thresholds,
  summaryTrendStats: ${JSON.stringify(TREND_STATS)},
  blacklistIPs: [...(user.blacklistIPs || []), ...${JSON.stringify(nonLoopbackCidrs())}],
}, gateScenarios ? { scenarios: gateScenarios, stages: undefined, vus: undefined, duration: undefined, iterations: undefined, rps: undefined } : {});

export function handleSummary(data) {
  const out = {};
  data.perfGate = { mix: mix.map((e) => ({ scenario: e.scenario, exec: e.fn, share: e.share === undefined ? 1 : e.share })) };
  out[__ENV.PERF_GATE_SUMMARY] = JSON.stringify(data);
  return out;
}
`;
}

// src/load/k6.ts
var K6_EXIT = {
  thresholdsCrossed: 99,
  invalidConfig: 104,
  scriptException: 107,
  scriptAborted: 108
};
async function resolveK6(runtime, scope = new ResourceScope()) {
  const dir = await mkdtemp(join4(tmpdir(), "perf-gate-k6-"));
  let line = "";
  let failure;
  try {
    const { code, output } = await runK6(
      runtime,
      { args: ["version"], env: K6_ENV, cwd: dir, scope, description: "k6 version" },
      runtime.image === void 0 ? 15e3 : 6e4
    );
    line = output.find((text2) => text2.trim())?.trim() ?? "";
    if (code === "timeout") failure = "no answer in time";
    else if (code === 127 && runtime.image === void 0)
      failure = line;
    else if (code !== 0) failure = `exit ${code}: ${line}`;
  } catch (error) {
    if (runtime.image !== void 0) throw error;
    failure = error.message.split("\n")[0];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (failure !== void 0) {
    throw new EnvironmentError(
      `k6 was not found or does not run ("${runtimeName(runtime)}": ${failure}).`,
      {
        fix: runtime.image === void 0 ? "Install k6 (on GitHub: add the step `uses: grafana/setup-k6-action@v1` before perf-gate; locally: scripts/provision or https://grafana.com/docs/k6/latest/set-up/install-k6/), or set load.k6 / the k6-path input to its path." : `Give a k6 image whose entrypoint runs k6 (load.image / the k6-image input; default ${DEFAULTS.k6Image}).`
      }
    );
  }
  return checkK6Version(line, runtimeName(runtime)).line;
}
var K6_ENV = { K6_NO_USAGE_REPORT: "true" };
function k6Runtime(options) {
  return options.k6Image === void 0 ? { binary: options.k6 } : { image: options.k6Image };
}
var MAX_CSV_BYTES = 1024 ** 3;
function capFile(path, capBytes, started) {
  let capped;
  const check = async () => {
    const size = await stat(path).then(
      (info) => info.size,
      () => 0
    );
    if (size <= capBytes) return;
    capped ??= { bytes: capBytes, afterMs: Date.now() - started };
    await truncate(path, capBytes).catch(() => void 0);
  };
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(check);
  }, 1e3);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await check();
      return capped;
    }
  };
}
async function prepare(options, dir) {
  const duration = k6Duration(options.durationMs);
  const wrapper = join4(dir, "wrapper.js");
  const summaryPath = join4(dir, "summary.json");
  await writeFile(
    wrapper,
    renderWrapper({
      script: options.script,
      endpoints: options.endpoints,
      executor: options.executor,
      targetRate: options.targetRate,
      duration,
      preAllocatedVus: options.preAllocatedVus,
      maxVus: options.maxVus,
      ...options.mix ? { mix: options.mix } : {},
      ...options.probeIterations === void 0 ? {} : { probeIterations: options.probeIterations }
    })
  );
  const scriptEnv = scriptEnvironment(options, duration, summaryPath);
  return { wrapper, summaryPath, env: { ...K6_ENV }, args: scriptEnvArgs(scriptEnv) };
}
function scriptEnvironment(options, duration, summaryPath) {
  return {
    ...options.env,
    BASE_URL: options.env.BASE_URL ?? options.baseUrl,
    PERF_GATE_APP_URL: options.baseUrl,
    RATE: String(options.targetRate),
    DURATION: duration,
    PRE_ALLOCATED_VUS: String(options.preAllocatedVus),
    MAX_VUS: String(options.maxVus),
    PERF_GATE_SUMMARY: summaryPath
  };
}
function scriptEnvArgs(env) {
  return [
    "--include-system-env-vars=false",
    ...Object.entries(env).flatMap(([name, value]) => ["-e", `${name}=${value}`])
  ];
}
function wrapperRefusal(output) {
  const message = /Error: perf-gate: (.*)/.exec(output)?.[1];
  return message === void 0 ? void 0 : new ConfigError(message, {
    fix: "Fix the script or the scenario's mix in perf-gate.yml as the message says, then re-run."
  });
}
async function checkK6Script(options) {
  const dir = await mkdtemp(join4(tmpdir(), "perf-gate-k6-"));
  let outcome;
  try {
    const { wrapper, env, args } = await prepare(options, dir);
    outcome = await runK6(
      k6Runtime(options),
      {
        args: ["inspect", ...args, wrapper],
        env,
        cwd: dir,
        script: options.script,
        scope: options.scope ?? new ResourceScope(),
        description: `k6 inspect ${options.script}`
      },
      6e4
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (outcome.code === 0) return;
  const output = outcome.output.map(k6LogMessage).join("\n").trim();
  const refusal = wrapperRefusal(output);
  if (refusal) throw refusal;
  if (outcome.code === 127 && options.k6Image === void 0) {
    throw new EnvironmentError(`k6 could not be started ("${options.k6}"): ${output}`, {
      fix: "Install k6 (GitHub: grafana/setup-k6-action) or set load.k6 to its path."
    });
  }
  throw new ConfigError(
    `k6 cannot load the script ${options.script}${outcome.code === "timeout" ? " within 60 s" : ""}. k6 said:
${output || `exit ${outcome.code}`}`,
    { fix: "Fix the script (check it with `k6 inspect <script>`), then re-run." }
  );
}
async function runK6Window(options) {
  const dir = await mkdtemp(join4(tmpdir(), "perf-gate-k6-"));
  const folder = options.scope.add({
    description: `k6 folder ${dir}`,
    release: () => rm(dir, { recursive: true, force: true })
  });
  try {
    const { wrapper, summaryPath, env, args } = await prepare(options, dir);
    const apiPort = await getPorts({ host: "127.0.0.1" });
    const started = Date.now();
    const proc = await startK6(k6Runtime(options), {
      args: [
        "run",
        "--quiet",
        "--no-color",
        "--address",
        `127.0.0.1:${apiPort}`,
        ...options.csvPath ? ["--out", `csv=${options.csvPath}`] : [],
        ...args,
        wrapper
      ],
      env: options.csvPath ? { ...env, ...K6_CSV_ENV } : env,
      cwd: dir,
      ...options.csvPath ? { writable: [dirname3(options.csvPath)] } : {},
      script: options.script,
      scope: options.scope,
      description: `k6 ${options.label}`
    });
    options.onStart?.({ pid: proc.pid, apiUrl: `http://127.0.0.1:${apiPort}` });
    const cap = options.csvPath ? capFile(options.csvPath, options.csvCapBytes ?? MAX_CSV_BYTES, started) : void 0;
    const exitCode = await proc.exited;
    const csvCapped = await cap?.stop();
    await proc.release();
    options.scope.remove(proc);
    const wallMs = Date.now() - started;
    const output = proc.output.tail(25).map(k6LogMessage).join("\n");
    if (exitCode !== 0 && exitCode !== K6_EXIT.thresholdsCrossed) {
      if (exitCode === 127 && options.k6Image === void 0) {
        throw new EnvironmentError(`k6 could not be started ("${options.k6}"): ${output}`, {
          fix: "Install k6 (GitHub: grafana/setup-k6-action) or set load.k6 to its path."
        });
      }
      if (exitCode === K6_EXIT.scriptException || exitCode === K6_EXIT.invalidConfig || exitCode === K6_EXIT.scriptAborted) {
        const refusal = wrapperRefusal(output);
        if (refusal) throw refusal;
        throw new ConfigError(
          `k6 rejected the script ${options.script} (exit ${exitCode}${exitCode === K6_EXIT.invalidConfig ? ": invalid options" : ": script error"}). k6 said:
${output}`,
          { fix: "Fix the script (run `k6 inspect <script>` to check it), then re-run." }
        );
      }
      if (exitCode >= 128) {
        throw new EnvironmentError(
          `k6 was stopped by a signal (exit ${exitCode}) during ${options.label}.`
        );
      }
      throw new EnvironmentError(
        `k6 failed with exit code ${exitCode} during ${options.label}. k6 said:
${output}`,
        {
          fix: "Read k6's lines above; run the same script with `k6 run` to reproduce."
        }
      );
    }
    let summary;
    try {
      summary = JSON.parse(await readFile2(summaryPath, "utf8"));
    } catch {
      throw new EnvironmentError(
        `k6 finished (exit ${exitCode}) but wrote no summary for ${options.label}. k6 said:
${output}`,
        {
          fix: "Make sure the script does not call exec.test.abort() early and that k6 is v0.30 or newer."
        }
      );
    }
    const log = proc.output.tail(400);
    const scriptError = scriptErrorIn(log);
    const foreignUrl = foreignUrlIn(log);
    summary.perfGate = {
      ...summary.perfGate,
      ...scriptError ? { scriptError } : {},
      ...foreignUrl ? { foreignUrl } : {}
    };
    const iterations = summary.metrics.iterations?.values?.count ?? 0;
    const threw = summary.metrics.perf_gate_iteration_errors?.values?.count ?? 0;
    const requests = summary.metrics.http_reqs?.values?.count ?? 0;
    const foreign = summary.metrics.perf_gate_foreign_requests?.values?.count ?? 0;
    if (foreign > 0 && foreign >= requests) {
      throw new ConfigError(
        `None of the ${requests} request(s) k6 sent during ${options.label} went to the app under test at ${options.baseUrl}` + (foreignUrl ? `: they went to ${foreignUrl}` : "") + (isLoopbackUrl(foreignUrl) ? "." : " (refused: perf-gate sends load only to loopback)."),
        {
          fix: `Build every URL of ${options.script} from __ENV.BASE_URL, which perf-gate sets to the app it booted (context path included), e.g. http.get(\`\${__ENV.BASE_URL}/api/items\`).`
        }
      );
    }
    if (iterations > 0 && requests === 0) {
      throw new ConfigError(
        `k6 ran ${iterations} iteration(s) of ${options.script} during ${options.label} and none sent a request` + (threw > 0 ? `: ${threw === iterations ? "every one" : `${threw} of them`} threw${scriptError ? ` (${scriptError})` : ""}.` : "."),
        {
          fix: threw > 0 ? "Fix the script: run it with `k6 run -e BASE_URL=<your app>` against the app to see the exception." : "The script must send its requests with k6/http (http.get, http.post, http.request, \u2026) from the function each iteration runs."
        }
      );
    }
    return {
      summary,
      exitCode,
      thresholdsCrossed: crossedThresholds(summary),
      wallMs,
      ...csvCapped ? { csvCapped } : {}
    };
  } finally {
    options.scope.remove(folder);
    await rm(dir, { recursive: true, force: true });
  }
}

// src/load/generator.ts
function k6Generator(runtime) {
  const where2 = runtime.image === void 0 ? { k6: runtime.binary } : { k6: "k6", k6Image: runtime.image };
  return {
    name: runtimeName(runtime),
    version: (scope) => resolveK6(runtime, scope),
    check: (script) => checkK6Script({ ...script, ...where2 }),
    run: (window) => runK6Window({ ...window, ...where2 })
  };
}

// src/work/phases.ts
import { createServer } from "node:http";
import { text } from "node:stream/consumers";
async function listenForPhases(onPhase) {
  const taken = /* @__PURE__ */ new Map();
  const server = createServer((request, response) => {
    void text(request).then(async (body) => {
      const phase = JSON.parse(body).phase;
      if (phase !== "run" && phase !== "teardown") {
        response.writeHead(400).end();
        return;
      }
      if (!taken.has(phase))
        taken.set(
          phase,
          onPhase(phase).catch(() => void 0)
        );
      await taken.get(phase);
      response.writeHead(204).end();
    }).catch(() => response.writeHead(400).end());
  });
  await new Promise((resolve2) => server.listen(0, "127.0.0.1", resolve2));
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}/phase`,
    async readings() {
      const out = {};
      for (const [phase, reading] of taken) {
        const value = await reading;
        if (value !== void 0) out[phase] = value;
      }
      return out;
    },
    close: () => new Promise((resolve2) => {
      server.closeAllConnections();
      server.close(() => resolve2());
    })
  };
}

// src/analysis/diagnosis/thresholds.ts
var THRESHOLDS = {
  MOST_OF_WINDOW: 0.5,
  CPU_SATURATED: 0.9,
  THROTTLED_PERIODS: 0.2,
  HOST_SATURATED: 0.95,
  OWN_SHARE_OF_BUSY_CPU: 0.75,
  THREADS_AT_MAX: 0.95,
  GC_SHARE_PERCENT: 10,
  HEAP_NEAR_MAX: 0.9,
  ERROR_SHARE: 0.01,
  COMPARE_RATIO: 1.5,
  SIGN_TEST_P: 0.05
};

// src/analysis/diagnosis/connections.ts
function connectionFindings(window, at, base) {
  const database = window.database;
  if (!database) return [];
  const findings = [];
  const limit = `max_connections = ${database.maxConnections}${database.maxConnectionsSource ? ` (${database.maxConnectionsSource})` : " (the server's default)"}`;
  const evidence = {
    refused: database.refused,
    aborted: database.aborted,
    maxUsedConnections: database.maxUsedConnections,
    maxConnections: database.maxConnections
  };
  if (database.refused > 0) {
    findings.push({
      ...base,
      rule: "database.max-connections",
      level: "warning",
      message: at(
        `MySQL refused ${formatCount(database.refused)} connections over ${limit}; its peak was ${formatCount(database.maxUsedConnections)} connections: the app's pools (instances \xD7 maximum-pool-size, plus migrations and monitoring) asked for more than the database allows, and those requests waited or failed with "Too many connections".`
      ),
      keys: ["max_connections", "spring.datasource.hikari.maximum-pool-size"],
      evidence
    });
  }
  if (database.aborted > 0) {
    findings.push({
      ...base,
      rule: "database.aborted-connects",
      level: "notice",
      message: at(
        `MySQL aborted ${formatCount(database.aborted)} connection attempts during the window (Aborted_connects: a failed handshake, a wrong password or connect_timeout).`
      ),
      keys: ["connect_timeout"],
      evidence
    });
  }
  return findings;
}

// src/analysis/diagnosis/summary.ts
function mean(series) {
  if (!series || series.values.length === 0) return void 0;
  return series.values.reduce((total, value) => total + value, 0) / series.values.length;
}
function max(series) {
  if (!series || series.values.length === 0) return void 0;
  return Math.max(...series.values);
}
function sum(series) {
  return series ? series.values.reduce((total, value) => total + value, 0) : 0;
}
function shareOf(series, predicate) {
  if (!series || series.values.length === 0) return 0;
  return series.values.filter(predicate).length / series.values.length;
}
function integrate(series, intervalSec = 1) {
  if (!series) return 0;
  let total = 0;
  let previousT;
  for (let index = 0; index < series.t.length; index++) {
    const t = series.t[index];
    const seconds = previousT === void 0 ? intervalSec : t - previousT;
    total += series.values[index] * seconds;
    previousT = t;
  }
  return total;
}
function median(values) {
  const defined = values.filter((value) => value !== void 0).sort((a, b) => a - b);
  if (defined.length === 0) return void 0;
  const middle = Math.floor(defined.length / 2);
  return defined.length % 2 === 1 ? defined[middle] : (defined[middle - 1] + defined[middle]) / 2;
}
function fmt(value) {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1).replace(/\.0$/, "");
  return value.toFixed(2).replace(/\.?0+$/, "") || "0";
}
function pct(share) {
  return `${Math.round(share * 100)} %`;
}
function fmtPct(share) {
  return `${fmt(share * 100)} %`;
}

// src/analysis/diagnosis/proxy.ts
function limitFor(limits, kind, zone) {
  return limits.find((l) => l.kind === kind && (zone === void 0 || l.zone === zone));
}
function where(limit) {
  if (!limit) return "a limit of nginx.conf";
  const zone = limit.definition ? ` (zone: ${limit.definition.source} ${limit.definition.text})` : "";
  return `${limit.source} ${limit.text}${zone}`;
}
function singleClientNote(limit) {
  if (!limit?.definition || !/\$(?:binary_)?remote_addr/.test(limit.definition.text)) return "";
  return " The zone counts per client address, and every request of the load generator comes from 127.0.0.1: all its virtual users are one client to this limit, where production spreads the same rate over many. Set the rate one real client may send, or a key that tells users apart, before reading this as the app.";
}
function proxyFindings(window, at, base) {
  const proxy = window.proxy;
  if (!proxy) return [];
  const { evidence, limits } = proxy;
  const requests = window.http.requests;
  const statuses = failedStatuses(window.http.statusCodes);
  const findings = [];
  const share = (count) => requests > 0 ? count / requests : 0;
  const push = (rule, count, message, keys) => {
    findings.push({
      ...base,
      rule,
      level: share(count) >= THRESHOLDS.ERROR_SHARE ? "warning" : "notice",
      message: at(message),
      keys,
      evidence: { count, requests }
    });
  };
  for (const [zone, count] of Object.entries(evidence.limitReqRejected)) {
    const limit = limitFor(limits, "limit_req", zone) ?? limitFor(limits, "limit_req");
    push(
      "proxy.limit-req",
      count,
      `Nginx rejected ${formatCount(count)} of ${formatCount(requests)} requests (${fmtPct(share(count))}) at ${where(limit)}${statuses ? `; the failed requests were answered ${statuses}` : ""}.${singleClientNote(limit)}`,
      ["limit_req"]
    );
  }
  for (const [zone, count] of Object.entries(evidence.limitReqDelayed)) {
    const limit = limitFor(limits, "limit_req", zone) ?? limitFor(limits, "limit_req");
    push(
      "proxy.limit-req-delay",
      count,
      `Nginx delayed ${formatCount(count)} requests (burst without nodelay) at ${where(limit)}: their latency includes the wait.${singleClientNote(limit)}`,
      ["limit_req"]
    );
  }
  for (const [zone, count] of Object.entries(evidence.limitConnRejected)) {
    const limit = limitFor(limits, "limit_conn", zone) ?? limitFor(limits, "limit_conn");
    push(
      "proxy.limit-conn",
      count,
      `Nginx refused ${formatCount(count)} requests over its connection limit at ${where(limit)}.${singleClientNote(limit)}`,
      ["limit_conn"]
    );
  }
  const workerLimit = where(limitFor(limits, "worker_connections"));
  if (evidence.workerConnections > 0) {
    push(
      "proxy.worker-connections",
      evidence.workerConnections,
      `Nginx ran out of connections ${formatCount(evidence.workerConnections)} times ("worker_connections are not enough") and closed the connections it had no room for, at ${workerLimit}: each proxied request holds two (client and upstream).`,
      ["worker_connections"]
    );
  } else if (evidence.workerConnectionsReused > 0) {
    findings.push({
      ...base,
      rule: "proxy.worker-connections",
      level: "notice",
      message: at(
        `Nginx was nearly out of connections in ${formatCount(evidence.workerConnectionsReused)} second(s) of the window ("worker_connections are not enough, reusing connections") at ${workerLimit}: it closed idle keep-alive connections to make room, so clients reconnected. Each proxied request holds two (client and upstream), and every keep-alive client one more.`
      ),
      keys: ["worker_connections"],
      evidence: { count: evidence.workerConnectionsReused, requests }
    });
  }
  if (evidence.tooManyOpenFiles > 0) {
    push(
      "proxy.open-files",
      evidence.tooManyOpenFiles,
      `Nginx hit its file-descriptor limit ${formatCount(evidence.tooManyOpenFiles)} times ("Too many open files"): raise worker_rlimit_nofile and the container's nofile limit together with worker_connections.`,
      ["worker_rlimit_nofile"]
    );
  }
  if (evidence.upstreamTimeouts > 0) {
    push(
      "proxy.upstream-timeout",
      evidence.upstreamTimeouts,
      `Nginx gave up on the app ${formatCount(evidence.upstreamTimeouts)} times ("upstream timed out"): the app held those requests longer than proxy_read_timeout.`,
      ["proxy_read_timeout"]
    );
  }
  if (evidence.upstreamConnectFailures > 0) {
    push(
      "proxy.upstream-connect",
      evidence.upstreamConnectFailures,
      `Nginx could not connect to the app ${formatCount(evidence.upstreamConnectFailures)} times (connect() failed): Tomcat's accept queue (server.tomcat.accept-count) or max-connections was full.`,
      ["server.tomcat.accept-count", "server.tomcat.max-connections"]
    );
  }
  return findings;
}

// src/analysis/diagnosis/errors.ts
function poolLogEvidence(log) {
  let matches = 0;
  let waitingMax;
  for (const match of log.matchAll(
    /Connection is not available, request timed out after \d+ ?ms(?:[^\n]*?waiting=(\d+))?/g
  )) {
    matches++;
    if (match[1] !== void 0) waitingMax = Math.max(waitingMax ?? 0, Number(match[1]));
  }
  return { matches, waitingMax };
}
function errorFindings(record, context, at, base) {
  const findings = [];
  const window = context.window;
  if (window && window.http.failed > 0) {
    const statuses = failedStatuses(window.http.statusCodes);
    findings.push({
      ...base,
      rule: "errors.client",
      level: window.http.errorRate >= THRESHOLDS.ERROR_SHARE ? "warning" : "notice",
      message: at(
        `${window.http.failed} of ${window.http.requests} requests failed (${fmtPct(window.http.errorRate)})${statuses ? `: ${statuses}` : ""}.`
      ),
      keys: ["http_req_failed"],
      evidence: {
        failed: window.http.failed,
        requests: window.http.requests,
        errorRatePercent: round(window.http.errorRate * 100),
        ...Object.fromEntries(
          Object.entries(window.http.statusCodes ?? {}).map(([code, count]) => [
            `status${code.replace(/\W+/g, "_")}`,
            count
          ])
        )
      }
    });
  }
  const openFiles = (context.appLog ?? "").match(/Too many open files/g)?.length ?? 0;
  if (openFiles > 0) {
    findings.push({
      ...base,
      rule: "app.open-files",
      level: "warning",
      message: at(
        `the app ran out of file descriptors: its log says "Too many open files" ${openFiles} time(s). Every client connection, pooled connection and open file holds one; a container's nofile limit (app.ulimits.nofile, 1,024 where production leaves the default) runs out past about a thousand connections. Raise it together with server.tomcat.max-connections, or keep max-connections below it.`
      ),
      keys: ["app.ulimits.nofile", "server.tomcat.max-connections"],
      evidence: { logLines: openFiles }
    });
  }
  const intervalSec = record.intervalMs / 1e3;
  const serverErrors = integrate(record.series["app.5xxRate"], intervalSec);
  const served = integrate(record.series["app.rate"], intervalSec);
  if (serverErrors >= 1) {
    const share = served > 0 ? serverErrors / served : 1;
    findings.push({
      ...base,
      rule: "errors.server",
      level: share >= THRESHOLDS.ERROR_SHARE ? "warning" : "notice",
      message: at(
        `the app answered ${Math.round(serverErrors)} requests with a 5xx status (${fmtPct(share)} of ${Math.round(served)}).`
      ),
      keys: ["app.5xxRate"],
      evidence: {
        serverErrors: Math.round(serverErrors),
        requests: Math.round(served),
        sharePercent: round(share * 100)
      }
    });
  }
  return findings;
}

// src/analysis/diagnosis/queues.ts
function poolFacts({ series, context, fact }) {
  const pending = series["hikari.pending"];
  const active = series["hikari.active"];
  const maximumPoolSize = fact("maximumPoolSize");
  const pendingShare = shareOf(pending, (value) => value > 0);
  const activeAtMaxShare = maximumPoolSize === void 0 ? 0 : shareOf(active, (value) => value >= maximumPoolSize);
  const timeouts = sum(series["hikari.timeouts"]);
  const log = poolLogEvidence(context.appLog ?? "");
  const acquireMeanMs = mean(series["hikari.acquireMs"]);
  const pendingMean = mean(pending) ?? 0;
  const pendingMax = max(pending) ?? 0;
  const poolBound = pendingShare >= THRESHOLDS.MOST_OF_WINDOW && (maximumPoolSize === void 0 || activeAtMaxShare >= THRESHOLDS.MOST_OF_WINDOW) || timeouts > 0 || log.matches > 0;
  const poolParts = [
    `threads waited for a connection in ${pct(pendingShare)} of the samples (${fmt(pendingMean)} on average, up to ${fmt(pendingMax)})`
  ];
  if (maximumPoolSize !== void 0) {
    poolParts.push(`all ${maximumPoolSize} connections were in use in ${pct(activeAtMaxShare)}`);
  }
  if (acquireMeanMs !== void 0) poolParts.push(`mean acquire time ${fmt(acquireMeanMs)} ms`);
  if (timeouts > 0) poolParts.push(`${timeouts} acquire timeouts`);
  if (log.matches > 0) {
    poolParts.push(
      `"Connection is not available" ${log.matches}\xD7 in the app log${log.waitingMax !== void 0 ? ` (up to ${log.waitingMax} waiting)` : ""}`
    );
  }
  const poolEvidence = {
    pendingMean: round(pendingMean),
    pendingMax: round(pendingMax),
    samplesWithPendingPercent: round(pendingShare * 100)
  };
  if (maximumPoolSize !== void 0) {
    poolEvidence.maximumPoolSize = maximumPoolSize;
    poolEvidence.samplesAllConnectionsActivePercent = round(activeAtMaxShare * 100);
  }
  if (acquireMeanMs !== void 0) poolEvidence.acquireMeanMs = round(acquireMeanMs);
  if (timeouts > 0) poolEvidence.acquireTimeouts = timeouts;
  if (log.matches > 0) poolEvidence.connectionNotAvailableInLog = log.matches;
  return {
    bound: poolBound,
    pendingShare,
    pendingMean,
    pendingMax,
    activeAtMaxShare,
    acquireMeanMs,
    timeouts,
    logMatches: log.matches,
    maximumPoolSize,
    description: poolParts.join(", "),
    evidence: poolEvidence
  };
}
function threadFacts({ series, fact }) {
  const busy = series["tomcat.busy"];
  const threadsMax = fact("threadsMax");
  const busyMean = mean(busy);
  const atMaxShare = threadsMax === void 0 ? 0 : shareOf(busy, (value) => value >= THRESHOLDS.THREADS_AT_MAX * threadsMax);
  return {
    bound: atMaxShare >= THRESHOLDS.MOST_OF_WINDOW,
    atMaxShare,
    busyMean,
    threadsMax,
    description: `${fmt(busyMean ?? 0)} of ${threadsMax ?? "?"} threads were busy on average, all of them in ${pct(atMaxShare)} of the samples`,
    evidence: {
      busyMean: round(busyMean ?? 0),
      busyMax: round(max(busy) ?? 0),
      threadsMax: threadsMax ?? "unknown",
      samplesAtThreadsMaxPercent: round(atMaxShare * 100)
    }
  };
}
function gcFacts({ series, fact }) {
  const gcShare = series["jvm.gcPauseShare"];
  const gcShareMean = mean(gcShare) ?? 0;
  const heapMaxMb = fact("heapMaxMb");
  const heap = series["jvm.heapUsedMb"];
  const heapNearMaxShare = heapMaxMb === void 0 ? 0 : shareOf(heap, (value) => value >= THRESHOLDS.HEAP_NEAR_MAX * heapMaxMb);
  const gcBound = gcShareMean >= THRESHOLDS.GC_SHARE_PERCENT || heapNearMaxShare >= THRESHOLDS.MOST_OF_WINDOW && gcShareMean >= THRESHOLDS.GC_SHARE_PERCENT / 2;
  const gcEvidence = {
    gcPauseShareMeanPercent: round(gcShareMean),
    gcPausesPerSecond: round(mean(series["jvm.gcPauses"]) ?? 0)
  };
  if (heapMaxMb !== void 0) {
    gcEvidence.heapMaxMb = heapMaxMb;
    gcEvidence.heapUsedMaxMb = round(max(heap) ?? 0);
    gcEvidence.samplesHeapNearMaxPercent = round(heapNearMaxShare * 100);
  }
  return {
    bound: gcBound,
    shareMean: gcShareMean,
    description: `the JVM was paused for GC ${fmt(gcShareMean)} % of the time (${fmt(mean(series["jvm.gcPauses"]) ?? 0)} pauses/s)` + (heapMaxMb !== void 0 ? `, heap up to ${fmt(max(heap) ?? 0)} of ${fmt(heapMaxMb)} MB (\u2265 ${pct(THRESHOLDS.HEAP_NEAR_MAX)} in ${pct(heapNearMaxShare)} of the samples)` : ""),
    evidence: gcEvidence
  };
}
function generatorFacts({ record, series, context, fact, hostCores }, { host, hostMean, breakdown, largestConsumer }, serverBound) {
  const k6Cpu = series["k6.cpu"];
  const k6CpuMean = mean(k6Cpu);
  const k6CpuShare = shareOf(k6Cpu, (value) => value >= THRESHOLDS.CPU_SATURATED * hostCores * 100);
  const droppedFromSeries = integrate(series["k6.droppedRate"], record.intervalMs / 1e3);
  const dropped = context.window?.droppedIterations ?? Math.round(droppedFromSeries);
  const vus = series["k6.vus"];
  const vusMax = fact("k6VusMax") ?? context.window?.vusMax;
  const vusBelowMaxWhileDropping = vusMax !== void 0 && dropped > 0 && (max(vus) ?? vusMax) < vusMax;
  const reasons = [];
  const k6CpuBound = k6CpuShare >= THRESHOLDS.MOST_OF_WINDOW || host.saturated && largestConsumer === "k6";
  if (k6CpuShare >= THRESHOLDS.MOST_OF_WINDOW) {
    reasons.push(
      `k6 used ${fmt(k6CpuMean ?? 0)} % of a core, \u2265 ${pct(THRESHOLDS.CPU_SATURATED)} of the runner's ${hostCores} cores in ${pct(k6CpuShare)} of the samples`
    );
  }
  if (host.saturated && largestConsumer === "k6") {
    reasons.push(
      `the runner's cores were saturated (${fmt(hostMean)} %) and k6 used the largest part (${breakdown})`
    );
  }
  if (vusBelowMaxWhileDropping) {
    reasons.push(
      `k6 dropped ${dropped} iterations with VUs to spare (at most ${fmt(max(vus) ?? 0)} of ${vusMax} in use): it could not start them on time`
    );
  } else if (dropped > 0 && !serverBound && !host.busyElsewhere) {
    reasons.push(
      `k6 dropped ${dropped} iterations although no server resource was saturated: maxVUs${vusMax !== void 0 ? ` (${vusMax})` : ""} is too small for this rate and latency`
    );
  }
  const generatorEvidence = { droppedIterations: dropped };
  if (k6CpuMean !== void 0) generatorEvidence.k6CpuMeanPercentOfCore = round(k6CpuMean);
  if (vusMax !== void 0) generatorEvidence.vusMax = vusMax;
  if (vus) generatorEvidence.vusInUseMax = round(max(vus) ?? 0);
  return {
    saturated: reasons.length > 0,
    reasons,
    cpuBound: k6CpuBound,
    cpuMean: k6CpuMean,
    evidence: generatorEvidence
  };
}

// src/analysis/diagnosis/facts.ts
function analyseWindow(record, context) {
  const series = record.series;
  const fact = (name) => {
    const value = record.facts[name];
    return typeof value === "number" ? value : void 0;
  };
  const hostCores = context.hostCores ?? fact("hostCores") ?? 2;
  const reading = { record, context, series, fact, hostCores };
  const host = hostFacts(reading);
  const cpu = cpuFacts(reading, host);
  const database = databaseFacts(reading, host);
  const pool = poolFacts(reading);
  const threads = threadFacts(reading);
  const gc = gcFacts(reading);
  const serverBound = cpu.saturated || database.saturated || pool.bound || threads.bound || gc.bound;
  const generator = generatorFacts(reading, host, serverBound);
  return { cpu, database, host: host.host, pool, threads, gc, generator };
}
function hostFacts({ series, hostCores }) {
  const hostCpu = series["host.cpu"];
  const hostMean = mean(hostCpu) ?? 0;
  const hostSaturated = shareOf(hostCpu, (value) => value >= THRESHOLDS.HOST_SATURATED * 100);
  const consumers = [
    ["app", mean(series["container.app.cpu"])],
    ["database", mean(series["container.database.cpu"])],
    ["k6", mean(series["k6.cpu"])]
  ];
  const breakdown = consumers.filter(([, value]) => value !== void 0).map(([name, value]) => `${name} ${fmt(value)} % of a core`).join(", ");
  const ownCpu = consumers.reduce((total, [, value]) => total + (value ?? 0), 0);
  const busyCpu = hostMean * hostCores;
  const ownShare = busyCpu > 0 ? Math.min(1, ownCpu / busyCpu) : 0;
  const host = {
    saturated: hostSaturated >= THRESHOLDS.MOST_OF_WINDOW,
    meanPercent: hostMean,
    cores: hostCores,
    breakdown: breakdown || "no per-process figures",
    ownShare,
    byOthers: breakdown !== "" && ownShare < THRESHOLDS.OWN_SHARE_OF_BUSY_CPU,
    stealMeanPercent: mean(series["host.steal"]) ?? 0,
    busyElsewhere: void 0
  };
  if (host.saturated && host.byOthers) {
    const steal = host.stealMeanPercent >= 5 ? `, ${fmt(host.stealMeanPercent)} % of it stolen by the hypervisor` : "";
    host.busyElsewhere = `the runner's CPU was saturated (${fmt(hostMean)} % of ${hostCores} cores${steal}) while app, database and k6 used only ${pct(ownShare)} of it (${breakdown})`;
  }
  const largestConsumer = host.byOthers ? void 0 : consumers.filter(([, value]) => value !== void 0).sort((a, b) => b[1] - a[1])[0]?.[0];
  return { host, hostMean, breakdown, largestConsumer };
}
function cpuFacts({ series, context, fact, hostCores }, { host, hostMean, breakdown, largestConsumer }) {
  const appLimit = Math.min(
    context.appCpuLimitCores ?? fact("appCpuLimitCores") ?? hostCores,
    hostCores
  );
  const containerCpu = series["container.app.cpu"];
  if (containerCpu && containerCpu.values.length > 0) {
    const capacity = appLimit * 100;
    const share = shareOf(containerCpu, (value) => value >= THRESHOLDS.CPU_SATURATED * capacity);
    const ownLimit = share >= THRESHOLDS.MOST_OF_WINDOW;
    const throttled = series["container.app.throttled"];
    const throttledShare = shareOf(
      throttled,
      (value) => value >= THRESHOLDS.THROTTLED_PERIODS * 100
    );
    const quotaBound = !ownLimit && throttledShare >= THRESHOLDS.MOST_OF_WINDOW;
    const starved = !ownLimit && !quotaBound && host.saturated && largestConsumer === "app";
    const meanCpu = mean(containerCpu) ?? 0;
    const throttledMean = mean(throttled);
    let description;
    if (ownLimit) {
      description = `the app container used ${fmt(meanCpu)} % of a core on average, \u2265 ${pct(THRESHOLDS.CPU_SATURATED)} of its ${fmt(appLimit)}-core limit in ${pct(share)} of the samples`;
    } else if (quotaBound) {
      description = `the app container used up its ${fmt(appLimit)}-core CPU quota before the end of ${fmt(throttledMean ?? 0)} % of the scheduler periods on average (\u2265 ${pct(THRESHOLDS.THROTTLED_PERIODS)} in ${pct(throttledShare)} of the samples), using ${fmt(meanCpu)} % of a core`;
    } else {
      description = `the runner's ${hostCores} cores were saturated (${fmt(hostMean)} % on average) and the app used the largest part (${breakdown})`;
    }
    const evidence = {
      appCpuMeanPercentOfCore: round(meanCpu),
      appCpuLimitCores: round(appLimit),
      samplesAtCpuLimitPercent: round(share * 100),
      hostCpuMeanPercent: round(hostMean)
    };
    if (throttledMean !== void 0) {
      evidence.throttledPeriodsMeanPercent = round(throttledMean);
      evidence.samplesThrottledPercent = round(throttledShare * 100);
    }
    return {
      saturated: ownLimit || quotaBound || starved,
      series: "container.app.cpu",
      description,
      evidence
    };
  } else {
    const jvmCpu = series["jvm.cpu"];
    const share = shareOf(jvmCpu, (value) => value >= THRESHOLDS.CPU_SATURATED * 100);
    const meanCpu = mean(jvmCpu) ?? 0;
    return {
      saturated: share >= THRESHOLDS.MOST_OF_WINDOW,
      series: "jvm.cpu",
      description: `the JVM used ${fmt(meanCpu)} % of the CPU it can see on average, \u2265 ${pct(THRESHOLDS.CPU_SATURATED)} in ${pct(share)} of the samples`,
      evidence: {
        jvmCpuMeanPercent: round(meanCpu),
        samplesAtCpuLimitPercent: round(share * 100)
      }
    };
  }
}
function databaseFacts({ series, context, fact, hostCores }, { host, breakdown, largestConsumer }) {
  const databaseCpu = series["container.database.cpu"];
  const databaseLimit = Math.min(
    context.databaseCpuLimitCores ?? fact("databaseCpuLimitCores") ?? hostCores,
    hostCores
  );
  const databaseShare = shareOf(
    databaseCpu,
    (value) => value >= THRESHOLDS.CPU_SATURATED * databaseLimit * 100
  );
  const databaseMean = mean(databaseCpu) ?? 0;
  const databaseOwnLimit = databaseShare >= THRESHOLDS.MOST_OF_WINDOW;
  const databaseStarved = !databaseOwnLimit && host.saturated && largestConsumer === "database";
  return {
    saturated: databaseOwnLimit || databaseStarved,
    description: databaseOwnLimit ? `the database container used ${fmt(databaseMean)} % of a core on average, \u2265 ${pct(THRESHOLDS.CPU_SATURATED)} of its ${fmt(databaseLimit)}-core limit in ${pct(databaseShare)} of the samples` : `the runner's cores were saturated and the database used the largest part (${breakdown})`,
    evidence: {
      databaseCpuMeanPercentOfCore: round(databaseMean),
      databaseCpuLimitCores: round(databaseLimit),
      samplesAtCpuLimitPercent: round(databaseShare * 100)
    }
  };
}

// src/analysis/diagnosis/window.ts
function diagnoseWindow(record, context = {}) {
  const facts = analyseWindow(record, context);
  const findings = [];
  const base = { scenario: record.label.scenario, side: record.label.side };
  const roundLabel = `${record.label.side === "pr" ? "PR" : "base"} round ${record.label.round + 1}`;
  const at = (text2) => `${record.label.scenario} (${roundLabel}): ${text2}`;
  if (facts.generator.saturated) {
    findings.push({
      ...base,
      rule: "bottleneck.generator",
      level: "warning",
      message: at(
        `the load generator limited this window, so its verdict is inconclusive: ${facts.generator.reasons.join("; ")}. ` + (facts.generator.cpuBound ? "Run on a bigger or quieter runner, or lower the rate." : "k6 had CPU to spare: raise max-vus, or lower the rate.")
      ),
      keys: ["k6.cpu", "k6.droppedRate", "k6.vus"],
      evidence: facts.generator.evidence
    });
  }
  const queueing = queueingEvidence(facts);
  if (facts.cpu.saturated) {
    const threadsQueue = facts.threads.atMaxShare > 0 || (facts.threads.busyMean ?? 0) > facts.host.cores * 2;
    const consequences = facts.pool.pendingShare > 0 || threadsQueue ? ` Threads and connections queue behind the CPU (${queueing}): raising threads.max or maximumPoolSize will not help.` : "";
    const gc = facts.gc.shareMean >= 1 ? ` GC took ${fmt(facts.gc.shareMean)} % of the time.` : "";
    findings.push({
      ...base,
      rule: "bottleneck.cpu",
      level: "warning",
      message: at(
        `CPU is the bottleneck: ${facts.cpu.description}.${consequences}${gc} Reduce the work per request (hashing cost, serialisation, N+1 queries) or give the app more CPU.`
      ),
      keys: [facts.cpu.series, "host.cpu"],
      evidence: { ...facts.cpu.evidence, ...queueingNumbers(facts) }
    });
  }
  if (facts.database.saturated) {
    findings.push({
      ...base,
      rule: "bottleneck.database",
      level: "warning",
      message: at(
        `the database is the bottleneck: ${facts.database.description}.` + (facts.pool.pendingShare > 0 ? ` Connections wait in the pool as a consequence (${queueing}); a bigger pool adds load to a saturated database.` : "") + " Look at the slow queries and missing indexes, or give the database more CPU."
      ),
      keys: ["container.database.cpu", "hikari.acquireMs"],
      evidence: { ...facts.database.evidence, ...queueingNumbers(facts) }
    });
  }
  const caveat = facts.host.busyElsewhere ? " The runner was saturated by other work during this window, which lengthens every request: confirm on a quiet runner." : "";
  if (facts.pool.bound && !facts.cpu.saturated && !facts.database.saturated) {
    const threads = facts.threads.busyMean !== void 0 ? ` ${fmt(facts.threads.busyMean)} Tomcat threads were busy on average, most of them waiting for a connection.` : "";
    findings.push({
      ...base,
      rule: "bottleneck.pool",
      level: facts.pool.timeouts > 0 || facts.pool.logMatches > 0 ? "error" : "warning",
      message: at(
        `the connection pool is the bottleneck: ${facts.pool.description}.${threads} Raise maximumPoolSize${facts.pool.maximumPoolSize ? ` (now ${facts.pool.maximumPoolSize})` : ""} within the database's max_connections, or hold connections for less time (shorter transactions, no remote calls inside them).${caveat}`
      ),
      keys: ["hikari.pending", "hikari.active", "hikari.acquireMs", "maximumPoolSize"],
      evidence: facts.pool.evidence
    });
  }
  if (facts.threads.bound && !facts.cpu.saturated && !facts.database.saturated && !facts.pool.bound) {
    findings.push({
      ...base,
      rule: "bottleneck.threads",
      level: "warning",
      message: at(
        `Tomcat's thread pool is the bottleneck: ${facts.threads.description}, while the CPU and the connection pool had room. Requests wait in the accept queue behind threads blocked on something else (remote calls, sleeps, locks): raise threads.max or stop blocking request threads.${caveat}`
      ),
      keys: ["tomcat.busy", "threadsMax"],
      evidence: facts.threads.evidence
    });
  }
  if (facts.gc.bound) {
    findings.push({
      ...base,
      rule: "bottleneck.gc",
      level: "warning",
      message: at(
        `garbage collection limits the app: ${facts.gc.description}. Give the JVM a larger heap (-Xmx / MaxRAMPercentage) or allocate less per request.`
      ),
      keys: ["jvm.gcPauseShare", "jvm.heapUsedMb", "heapMaxMb"],
      evidence: facts.gc.evidence
    });
  }
  if (facts.host.busyElsewhere) {
    findings.push({
      ...base,
      rule: "runner.cpu",
      level: "warning",
      message: at(
        `${facts.host.busyElsewhere}, so this window measured the runner's other work as much as the app and its verdict is inconclusive.` + (facts.pool.pendingShare > 0 || facts.threads.atMaxShare > 0 ? ` Threads and connections queued (${queueing}), at least partly for that reason.` : "") + " Run the gate on a runner of its own."
      ),
      keys: ["host.cpu", "host.steal"],
      evidence: {
        hostCpuMeanPercent: round(facts.host.meanPercent),
        hostStealMeanPercent: round(facts.host.stealMeanPercent),
        hostCores: facts.host.cores,
        measuredProcessesShareOfBusyCpuPercent: round(facts.host.ownShare * 100)
      }
    });
  } else if (facts.host.saturated && !facts.cpu.saturated && !facts.database.saturated) {
    findings.push({
      ...base,
      rule: "runner.cpu",
      level: "notice",
      message: at(
        `the runner's CPU was saturated (${fmt(facts.host.meanPercent)} % of ${facts.host.cores} cores: ${facts.host.breakdown}); app, database and k6 queued for the same cores, which adds latency a dedicated server would not have.`
      ),
      keys: ["host.cpu"],
      evidence: { hostCpuMeanPercent: round(facts.host.meanPercent), hostCores: facts.host.cores }
    });
  }
  findings.push(...errorFindings(record, context, at, base));
  if (context.window) {
    findings.push(...connectionFindings(context.window, at, base));
    findings.push(...proxyFindings(context.window, at, base));
  }
  return findings;
}
function generatorSaturation(record, context = {}) {
  const { generator, host } = analyseWindow(record, context);
  const reasons = host.busyElsewhere ? [...generator.reasons, host.busyElsewhere] : generator.reasons;
  return {
    saturated: reasons.length > 0,
    reasons,
    cpuPercent: generator.cpuMean === void 0 ? void 0 : round(generator.cpuMean)
  };
}
function queueingEvidence(facts) {
  const parts = [];
  if (facts.threads.busyMean !== void 0) {
    parts.push(
      `${fmt(facts.threads.busyMean)}${facts.threads.threadsMax !== void 0 ? ` of ${facts.threads.threadsMax}` : ""} threads busy on average`
    );
  }
  if (facts.pool.pendingShare > 0) {
    parts.push(`${fmt(facts.pool.pendingMean)} threads waiting for a connection on average`);
  }
  return parts.join(", ") || "no thread or pool figures";
}
function queueingNumbers(facts) {
  const evidence = {};
  if (facts.threads.busyMean !== void 0)
    evidence.busyThreadsMean = round(facts.threads.busyMean);
  if (facts.threads.threadsMax !== void 0) evidence.threadsMax = facts.threads.threadsMax;
  evidence.pendingMean = round(facts.pool.pendingMean);
  if (facts.pool.maximumPoolSize !== void 0) {
    evidence.maximumPoolSize = facts.pool.maximumPoolSize;
  }
  return evidence;
}

// src/analysis/diagnosis/sides.ts
var COMPARED_METRICS = [
  {
    key: "hikari.pending",
    floor: 0.5,
    value: (record) => mean(record.series["hikari.pending"]),
    describe: (ratio, pr, base, worse) => `the PR keeps ${ratio} ${worse ? "more" : "fewer"} threads waiting for a connection (${pr} vs ${base} on average)`
  },
  {
    key: "hikari.active",
    floor: 1,
    value: (record) => mean(record.series["hikari.active"]),
    describe: (ratio, pr, base, worse) => `the PR holds ${ratio} ${worse ? "more" : "fewer"} connections active (${pr} vs ${base} on average)`
  },
  {
    key: "hikari.acquireMs",
    floor: 2,
    value: (record) => mean(record.series["hikari.acquireMs"]),
    describe: (ratio, pr, base, worse) => `connection acquire takes ${ratio} ${worse ? "longer" : "less time"} in the PR (${pr} vs ${base} ms)`
  },
  {
    key: "tomcat.busy",
    floor: 2,
    value: (record) => mean(record.series["tomcat.busy"]),
    describe: (ratio, pr, base, worse) => `the PR keeps ${ratio} ${worse ? "more" : "fewer"} Tomcat threads busy (${pr} vs ${base} on average)`
  },
  {
    key: "cpuPerRequestMs",
    floor: 0.05,
    value: cpuPerRequestMs,
    describe: (ratio, pr, base, worse) => `the PR uses ${ratio} ${worse ? "more" : "less"} app CPU per request (${pr} vs ${base} ms of CPU)`
  },
  {
    key: "container.database.cpu",
    floor: 10,
    value: (record) => mean(record.series["container.database.cpu"]),
    describe: (ratio, pr, base, worse) => `the database works ${ratio} ${worse ? "harder" : "less"} under the PR (${pr} vs ${base} % of a core)`
  },
  {
    key: "jvm.gcPauseShare",
    floor: 1,
    value: (record) => mean(record.series["jvm.gcPauseShare"]),
    describe: (ratio, pr, base, worse) => `the PR spends ${ratio} ${worse ? "more" : "less"} time in GC pauses (${pr} vs ${base} % of the time)`
  },
  {
    key: "jvm.heapUsedMb",
    floor: 50,
    value: (record) => mean(record.series["jvm.heapUsedMb"]),
    describe: (ratio, pr, base, worse) => `the PR uses ${ratio} ${worse ? "more" : "less"} heap (${pr} vs ${base} MB on average)`
  }
];
function cpuPerRequestMs(record) {
  const rate = mean(record.series["app.rate"] ?? record.series["k6.rate"]);
  if (rate === void 0 || rate <= 0) return void 0;
  const containerCpu = mean(record.series["container.app.cpu"]);
  let cores;
  if (containerCpu !== void 0) cores = containerCpu / 100;
  else {
    const jvmCpu = mean(record.series["jvm.cpu"]);
    const jvmCores = record.facts.jvmCpuCount;
    if (jvmCpu !== void 0 && typeof jvmCores === "number") cores = jvmCpu / 100 * jvmCores;
  }
  return cores === void 0 ? void 0 : cores / rate * 1e3;
}
function compareSides(scenario, base, pr) {
  if (base.length === 0 || pr.length === 0) return [];
  const findings = [];
  for (const metric of COMPARED_METRICS) {
    const baseValue = median(base.map(metric.value));
    const prValue = median(pr.map(metric.value));
    if (baseValue === void 0 || prValue === void 0) continue;
    if (Math.abs(prValue - baseValue) < metric.floor) continue;
    const worse = prValue > baseValue;
    const ratio = worse ? prValue / Math.max(baseValue, 1e-9) : baseValue / Math.max(prValue, 1e-9);
    if (ratio < THRESHOLDS.COMPARE_RATIO) continue;
    const agreement = pairAgreement(base, pr, metric, worse);
    const certain = agreement.p <= THRESHOLDS.SIGN_TEST_P;
    const allAgree = agreement.pairs > 0 && agreement.agreeing === agreement.pairs;
    if (!certain && !allAgree) continue;
    const ratioText = baseValue === 0 || prValue === 0 ? "far" : `${fmt(ratio)}\xD7`;
    const rounds = agreement.pairs === 1 ? "in the one round with both sides" : certain ? `in ${agreement.agreeing} of ${agreement.pairs} rounds` : `in all ${agreement.pairs} rounds, too few to rule out chance`;
    findings.push({
      rule: "telemetry.compare",
      level: worse && certain ? "warning" : "notice",
      scenario,
      message: `${scenario}: ${metric.describe(ratioText, fmt(prValue), fmt(baseValue), worse)}, ${rounds}.`,
      keys: [metric.key],
      evidence: {
        metric: metric.key,
        base: round(baseValue),
        pr: round(prValue),
        ratio: baseValue > 0 ? round(prValue / baseValue) : "base is 0",
        pairs: agreement.pairs,
        pairsAgreeing: agreement.agreeing,
        signTestP: round(agreement.p)
      }
    });
  }
  return findings;
}
function pairAgreement(base, pr, metric, worse) {
  const baseByRound = new Map(base.map((record) => [record.label.round, record]));
  let pairs = 0;
  let agreeing = 0;
  for (const prRecord of pr) {
    const baseRecord = baseByRound.get(prRecord.label.round);
    if (!baseRecord) continue;
    const b = metric.value(baseRecord);
    const p = metric.value(prRecord);
    if (b === void 0 || p === void 0 || Math.abs(p - b) < metric.floor) continue;
    pairs++;
    if (p > b === worse) agreeing++;
  }
  return { pairs, agreeing, p: signTestP(agreeing, pairs) };
}
function diagnoseScenario(windows) {
  if (windows.length === 0) return [];
  const scenario = windows[0].record.label.scenario;
  const findings = [];
  for (const side of ["base", "pr"]) {
    const ofSide = windows.filter((window) => window.record.label.side === side);
    const byRule = /* @__PURE__ */ new Map();
    for (const { record, context } of ofSide) {
      for (const finding of diagnoseWindow(record, context)) {
        const list = byRule.get(finding.rule) ?? [];
        list.push(finding);
        byRule.set(finding.rule, list);
      }
    }
    for (const [, list] of byRule) {
      const first = list[0];
      findings.push({
        ...first,
        message: ofSide.length > 1 ? `${first.message} (seen in ${list.length} of ${ofSide.length} rounds)` : first.message,
        evidence: { ...first.evidence, rounds: ofSide.length, roundsWithFinding: list.length }
      });
    }
  }
  findings.push(
    ...compareSides(
      scenario,
      windows.filter((window) => window.record.label.side === "base").map((window) => window.record),
      windows.filter((window) => window.record.label.side === "pr").map((window) => window.record)
    )
  );
  return findings;
}

// src/proxy/nginx-log.ts
function emptyProxyEvidence() {
  return {
    limitReqRejected: {},
    limitReqDelayed: {},
    limitConnRejected: {},
    workerConnections: 0,
    workerConnectionsReused: 0,
    upstreamTimeouts: 0,
    tooManyOpenFiles: 0,
    upstreamConnectFailures: 0
  };
}
function bump(into, key) {
  into[key] = (into[key] ?? 0) + 1;
}
function proxyEvidence(lines) {
  const out = emptyProxyEvidence();
  for (const line of lines) {
    const zone = /by zone "([^"]{1,64})"/.exec(line)?.[1] ?? "?";
    if (/limiting requests, excess/.test(line)) bump(out.limitReqRejected, zone);
    else if (/delaying request, excess/.test(line)) bump(out.limitReqDelayed, zone);
    else if (/limiting connections by zone/.test(line)) bump(out.limitConnRejected, zone);
    else if (/worker_connections are not enough, reusing connections/.test(line))
      out.workerConnectionsReused++;
    else if (/worker_connections are not enough/.test(line)) out.workerConnections++;
    else if (/\(24: Too many open files\)/.test(line)) out.tooManyOpenFiles++;
    else if (/upstream timed out/.test(line)) out.upstreamTimeouts++;
    else if (/connect\(\) failed .* while connecting to upstream/.test(line))
      out.upstreamConnectFailures++;
  }
  return out;
}

// src/env/db-connections.ts
var NAMES = {
  Threads_connected: "threadsConnected",
  Max_used_connections: "maxUsedConnections",
  Connection_errors_max_connections: "connectionErrorsMaxConnections",
  Aborted_connects: "abortedConnects"
};
function connectionReading(rows, maxConnections) {
  const reading = {
    threadsConnected: 0,
    maxUsedConnections: 0,
    connectionErrorsMaxConnections: 0,
    abortedConnects: 0,
    maxConnections
  };
  for (const row of rows) {
    const key = NAMES[row.Variable_name];
    if (key) reading[key] = Number(row.Value) || 0;
  }
  return reading;
}
async function readConnections(database) {
  try {
    const rows = await database.query(
      `SHOW GLOBAL STATUS WHERE Variable_name IN (${Object.keys(NAMES).map((name) => `'${name}'`).join(", ")})`
    );
    const limit = await database.query(
      "SELECT @@max_connections AS `limit`"
    );
    return connectionReading(rows, Number(limit[0]?.limit) || 0);
  } catch {
    return void 0;
  }
}
function windowConnections(before, after) {
  return {
    threadsConnected: after.threadsConnected,
    maxUsedConnections: after.maxUsedConnections,
    refused: Math.max(
      0,
      after.connectionErrorsMaxConnections - before.connectionErrorsMaxConnections
    ),
    aborted: Math.max(0, after.abortedConnects - before.abortedConnects),
    maxConnections: after.maxConnections
  };
}

// src/telemetry/session.ts
import { availableParallelism } from "node:os";

// src/telemetry/prometheus.ts
function parsePrometheusText(text2) {
  const samples = [];
  for (const rawLine of text2.split("\n")) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const sample = parseSampleLine(line);
    if (sample) samples.push(sample);
  }
  return samples;
}
function parseSampleLine(line) {
  let position = 0;
  while (position < line.length && /[A-Za-z0-9_:]/.test(line[position])) position++;
  const name = line.slice(0, position);
  if (name === "" || /^[0-9]/.test(name)) return void 0;
  const labels = {};
  if (line[position] === "{") {
    const end = parseLabels(line, position + 1, labels);
    if (end < 0) return void 0;
    position = end;
  }
  const rest = line.slice(position).trim();
  const valueToken = rest.split(/\s+/)[0];
  if (valueToken === void 0 || valueToken === "") return void 0;
  const value = parseValue(valueToken);
  if (value === void 0) return void 0;
  return { name, labels, value };
}
function parseLabels(line, start, into) {
  let position = start;
  for (; ; ) {
    while (line[position] === " " || line[position] === ",") position++;
    if (line[position] === "}") return position + 1;
    const nameStart = position;
    while (position < line.length && /[A-Za-z0-9_.]/.test(line[position])) position++;
    const labelName = line.slice(nameStart, position);
    while (line[position] === " ") position++;
    if (labelName === "" || line[position] !== "=") return -1;
    position++;
    while (line[position] === " ") position++;
    if (line[position] !== '"') return -1;
    position++;
    let value = "";
    for (; ; ) {
      const char = line[position];
      if (char === void 0) return -1;
      if (char === '"') break;
      if (char === "\\") {
        const escaped = line[position + 1];
        value += escaped === "n" ? "\n" : escaped ?? "";
        position += 2;
        continue;
      }
      value += char;
      position++;
    }
    into[labelName] = value;
    position++;
  }
}
function parseValue(token) {
  switch (token) {
    case "+Inf":
    case "Inf":
      return Infinity;
    case "-Inf":
      return -Infinity;
    case "NaN":
      return NaN;
    default: {
      const value = Number(token);
      return Number.isNaN(value) ? void 0 : value;
    }
  }
}

// src/telemetry/actuator.ts
var EXPOSE_FIX = "Add the dependency io.micrometer:micrometer-registry-prometheus and set management.endpoints.web.exposure.include=health,metrics,prometheus (env MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE=health,metrics,prometheus).";
var PROMETHEUS_NAMES = [
  "tomcat_threads_busy_threads",
  "tomcat_threads_current_threads",
  "tomcat_threads_config_max_threads",
  "hikaricp_connections_active",
  "hikaricp_connections_idle",
  "hikaricp_connections_pending",
  "hikaricp_connections_max",
  "hikaricp_connections_acquire_seconds",
  "hikaricp_connections_acquire_seconds_count",
  "hikaricp_connections_acquire_seconds_sum",
  "hikaricp_connections_timeout",
  "hikaricp_connections_timeout_total",
  "process_cpu_usage",
  "system_cpu_usage",
  "system_cpu_count",
  "jvm_memory_used_bytes",
  "jvm_memory_max_bytes",
  "jvm_gc_pause_seconds",
  "jvm_gc_pause_seconds_count",
  "jvm_gc_pause_seconds_sum",
  "http_server_requests_seconds",
  "http_server_requests_seconds_count",
  "http_server_requests_seconds_sum",
  "http_server_requests_seconds_bucket"
];
var MAX_FALLBACK_URIS = 20;
function managementPathOf(managementBaseUrl) {
  let pathname = "";
  try {
    pathname = new URL(managementBaseUrl).pathname;
  } catch {
  }
  const segments = pathname.split("/").filter(Boolean);
  return `/${segments.at(-1) ?? "actuator"}`;
}
var AppReader = class {
  constructor(managementBaseUrl, timeoutMs, options = {}) {
    this.timeoutMs = timeoutMs;
    this.filterNames = options.filterNames ?? true;
    this.base = managementBaseUrl.replace(/\/+$/, "");
    this.managementPath = managementPathOf(managementBaseUrl);
  }
  timeoutMs;
  mode;
  base;
  managementPath;
  notedProblems = /* @__PURE__ */ new Set();
  /** ask for the sampler's metric families only, until the endpoint shows it cannot filter */
  filterNames;
  notes = [];
  /** Which endpoint the snapshots come from, once known. */
  get source() {
    return this.mode;
  }
  /** One snapshot, or undefined when the app did not answer (the reason becomes a note). */
  async read() {
    try {
      this.mode ??= await this.discover();
      if (this.mode === void 0) return void 0;
      return this.mode === "prometheus" ? await this.readPrometheus() : await this.readMetrics();
    } catch (error) {
      this.note(
        `The app's management endpoint ${this.base} did not answer (${firstLine(error)}).`,
        void 0
      );
      return void 0;
    }
  }
  async discover() {
    const prometheus = await this.fetch(`${this.base}/prometheus`, "text/plain;version=0.0.4");
    if (prometheus.ok) return "prometheus";
    const metrics = await this.fetch(`${this.base}/metrics`, "application/json");
    if (metrics.ok) {
      this.note(
        `${this.base}/prometheus answered ${prometheus.status}; sampling ${this.base}/metrics instead (about 20 requests per tick, one pool total, no percentiles).`,
        EXPOSE_FIX
      );
      return "metrics";
    }
    this.note(
      `Neither ${this.base}/prometheus (${prometheus.status}) nor ${this.base}/metrics (${metrics.status}) answered: no thread, pool, CPU, heap or GC series for this window; the verdict still stands on the load test's own figures.`,
      EXPOSE_FIX
    );
    return void 0;
  }
  async readPrometheus() {
    if (this.filterNames) {
      const url = `${this.base}/prometheus?includedNames=${PROMETHEUS_NAMES.join(",")}`;
      const response2 = await this.fetch(url, "text/plain;version=0.0.4");
      if (response2.ok) {
        const samples = parsePrometheusText(await response2.text());
        if (samples.length > 0) return snapshotFromPrometheus(samples);
      }
      this.filterNames = false;
    }
    const response = await this.fetch(`${this.base}/prometheus`, "text/plain;version=0.0.4");
    if (!response.ok) throw new Error(`GET ${this.base}/prometheus answered ${response.status}`);
    return snapshotFromPrometheus(parsePrometheusText(await response.text()));
  }
  async readMetrics() {
    const metricEntries = await Promise.all(
      ACTUATOR_METRIC_NAMES.map(async (name) => [name, await this.metric(name)])
    );
    const [heapUsed, heapMax, requests] = await Promise.all([
      this.metric("jvm.memory.used", ["area:heap"]),
      this.metric("jvm.memory.max", ["area:heap"]),
      this.metric("http.server.requests")
    ]);
    const uris = (requests?.availableTags?.find((tag) => tag.tag === "uri")?.values ?? []).filter((uri) => !isManagementUri(uri, this.managementPath)).sort().slice(0, MAX_FALLBACK_URIS);
    const http = await Promise.all(
      uris.map(async (uri) => {
        const [body, serverErrors] = await Promise.all([
          this.metric("http.server.requests", [`uri:${uri}`]),
          this.metric("http.server.requests", [`uri:${uri}`, "outcome:SERVER_ERROR"])
        ]);
        return body ? [{ uri, body, serverErrors }] : [];
      })
    );
    return snapshotFromActuatorMetrics({
      metrics: Object.fromEntries(metricEntries),
      heapUsed,
      heapMax,
      http: http.flat()
    });
  }
  async metric(name, tags = []) {
    const query = tags.map((tag) => `tag=${encodeURIComponent(tag)}`).join("&");
    const url = `${this.base}/metrics/${name}${query ? `?${query}` : ""}`;
    const response = await this.fetch(url, "application/json");
    if (response.status === 404) return void 0;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return await response.json();
  }
  fetch(url, accept) {
    return fetch(url, { headers: { accept }, signal: AbortSignal.timeout(this.timeoutMs) });
  }
  note(message, fix) {
    const key = message.replace(/\d+/g, "#");
    if (this.notedProblems.has(key)) return;
    this.notedProblems.add(key);
    this.notes.push({ source: this.mode === "metrics" ? "actuator" : "prometheus", message, fix });
  }
};
function firstLine(error) {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${message}${cause}`.split("\n")[0] ?? "";
}

// src/telemetry/containers.ts
var import_testcontainers = __toESM(require_build(), 1);
import { access, readFile as readFile3 } from "node:fs/promises";
function parseProcCgroup(text2) {
  const paths = {};
  for (const line of text2.split("\n")) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line.trim());
    if (!match) continue;
    const controllers = match[2].split(",");
    const path = match[3];
    if (match[1] === "0" && match[2] === "") paths.unified = path;
    if (controllers.includes("cpuacct")) paths.cpuacct = path;
    if (controllers.includes("cpu")) paths.cpu = path;
    if (controllers.includes("memory")) paths.memory = path;
  }
  return paths;
}
function statValue(text2, key) {
  for (const line of text2.split("\n")) {
    const [name, value] = line.trim().split(/\s+/);
    if (name === key) {
      const parsed = Number(value);
      return Number.isFinite(parsed) ? parsed : void 0;
    }
  }
  return void 0;
}
function cgroupFileCandidates(paths, containerId, root = "/sys/fs/cgroup") {
  const candidates = [];
  const v2Dirs = [
    paths.unified,
    `/system.slice/docker-${containerId}.scope`,
    `/docker/${containerId}`
  ].filter((dir) => dir !== void 0 && dir !== "/");
  for (const dir of v2Dirs) {
    candidates.push({
      version: 2,
      cpu: `${root}${dir}/cpu.stat`,
      cpuStat: `${root}${dir}/cpu.stat`,
      memory: `${root}${dir}/memory.current`,
      memoryStat: `${root}${dir}/memory.stat`
    });
  }
  const cpuDir = paths.cpuacct ?? `/docker/${containerId}`;
  const quotaDir = paths.cpu ?? cpuDir;
  const memoryDir = paths.memory ?? `/docker/${containerId}`;
  for (const [controllerDir, quotaControllerDir] of [
    ["cpuacct", "cpu"],
    ["cpu,cpuacct", "cpu,cpuacct"]
  ]) {
    candidates.push({
      version: 1,
      cpu: `${root}/${controllerDir}${cpuDir}/cpuacct.usage`,
      cpuStat: `${root}/${quotaControllerDir}${quotaDir}/cpu.stat`,
      memory: `${root}/memory${memoryDir}/memory.usage_in_bytes`,
      memoryStat: `${root}/memory${memoryDir}/memory.stat`
    });
  }
  return candidates;
}
async function readCgroup(files) {
  const cpuText = await readFile3(files.cpu, "utf8");
  const cpuNanos = files.version === 2 ? (statValue(cpuText, "usage_usec") ?? NaN) * 1e3 : Number(cpuText.trim());
  if (!Number.isFinite(cpuNanos)) throw new Error(`unreadable CPU counter in ${files.cpu}`);
  let periods;
  let throttledPeriods;
  if (files.cpuStat) {
    const statText = files.cpuStat === files.cpu ? cpuText : await readFile3(files.cpuStat, "utf8").catch(() => "");
    periods = statValue(statText, "nr_periods");
    throttledPeriods = statValue(statText, "nr_throttled");
  }
  let memoryBytes;
  if (files.memory) {
    try {
      const usage = Number((await readFile3(files.memory, "utf8")).trim());
      const stat2 = files.memoryStat ? await readFile3(files.memoryStat, "utf8") : "";
      const inactiveFile = files.version === 2 ? statValue(stat2, "inactive_file") : statValue(stat2, "total_inactive_file");
      if (Number.isFinite(usage)) memoryBytes = Math.max(0, usage - (inactiveFile ?? 0));
    } catch {
      memoryBytes = void 0;
    }
  }
  return { cpuNanos, memoryBytes, periods, throttledPeriods };
}
function limitsFromHostConfig(hostConfig) {
  const limits = {};
  if (hostConfig.NanoCpus && hostConfig.NanoCpus > 0) {
    limits.cpuLimitCores = hostConfig.NanoCpus / 1e9;
  } else if (hostConfig.CpuQuota && hostConfig.CpuQuota > 0) {
    limits.cpuLimitCores = hostConfig.CpuQuota / (hostConfig.CpuPeriod || 1e5);
  }
  if (hostConfig.Memory && hostConfig.Memory > 0) limits.memoryLimitBytes = hostConfig.Memory;
  return limits;
}
async function openContainerStats(containerId, role) {
  const notes = [];
  let container;
  let inspect;
  try {
    preferLoopbackDockerHost();
    const client = await (0, import_testcontainers.getContainerRuntimeClient)();
    container = client.container.getById(containerId);
    inspect = await container.inspect();
  } catch (error) {
    notes.push({
      source: "container",
      message: `The ${role} container ${containerId.slice(0, 12)} could not be inspected (${firstLine2(error)}); its CPU and memory are not sampled.`,
      fix: "Pass the id of a running container started on the local Docker engine."
    });
    return { notes };
  }
  const limits = limitsFromHostConfig(inspect.HostConfig);
  const pid = inspect.State.Pid;
  if (pid > 0) {
    try {
      const paths = parseProcCgroup(await readFile3(`/proc/${pid}/cgroup`, "utf8"));
      for (const files of cgroupFileCandidates(paths, inspect.Id)) {
        if (!await exists(files.cpu)) continue;
        await readCgroup(files);
        return { reader: { method: "cgroup", limits, read: () => readCgroup(files) }, notes };
      }
    } catch {
    }
  }
  notes.push({
    source: "container",
    message: `The ${role} container's cgroup files are not readable from here; its stats come from the Docker Engine API, about one reading per second or slower.`
  });
  return {
    reader: {
      method: "engine-api",
      limits,
      read: async () => {
        const stats = await container.stats({ stream: false, "one-shot": true });
        const inactive = stats.memory_stats.stats?.inactive_file ?? stats.memory_stats.stats?.total_inactive_file ?? 0;
        return {
          cpuNanos: stats.cpu_stats.cpu_usage.total_usage,
          periods: stats.cpu_stats.throttling_data?.periods,
          throttledPeriods: stats.cpu_stats.throttling_data?.throttled_periods,
          memoryBytes: stats.memory_stats.usage === void 0 ? void 0 : Math.max(0, stats.memory_stats.usage - inactive)
        };
      }
    },
    notes
  };
}
async function exists(path) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
function firstLine2(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}

// src/telemetry/k6-api.ts
function parseK6Api(metricsBody, statusBody) {
  const metrics = /* @__PURE__ */ new Map();
  for (const metric of metricsBody?.data ?? []) {
    if (metric.id && metric.attributes?.sample) metrics.set(metric.id, metric.attributes.sample);
  }
  const status = statusBody?.data?.attributes;
  return {
    // /v1/status counts the VUs currently active; the vus gauge in /v1/metrics lags behind it.
    vus: status?.vus ?? metrics.get("vus")?.value,
    vusMax: status?.["vus-max"] ?? metrics.get("vus_max")?.value,
    iterations: metrics.get("iterations")?.count,
    droppedIterations: metrics.get("dropped_iterations")?.count,
    httpReqs: metrics.get("http_reqs")?.count,
    httpReqFailedShare: metrics.get("http_req_failed")?.rate
  };
}
async function readK6Api(apiUrl, timeoutMs) {
  const base = apiUrl.replace(/\/+$/, "");
  const get = async (path) => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET ${base}${path} answered ${response.status}`);
    return response.json();
  };
  const [metrics, status] = await Promise.all([get("/v1/metrics"), get("/v1/status")]);
  return parseK6Api(metrics, status);
}

// src/telemetry/procfs.ts
import { execFile } from "node:child_process";
import { readFile as readFile4 } from "node:fs/promises";
import { promisify } from "node:util";
function parseProcessStatTicks(stat2) {
  const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : void 0;
}
function parseHostStat(stat2) {
  const line = stat2.split("\n").find((candidate) => candidate.startsWith("cpu "));
  if (!line) return void 0;
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (values.length < 4 || values.some((value) => !Number.isFinite(value))) return void 0;
  const totalTicks = values.reduce((sum2, value) => sum2 + value, 0);
  const idleTicks = (values[3] ?? 0) + (values[4] ?? 0);
  return { busyTicks: totalTicks - idleTicks, totalTicks, stealTicks: values[7] ?? 0 };
}
var clockTicksPerSecond;
function clockTicks() {
  clockTicksPerSecond ??= promisify(execFile)("getconf", ["CLK_TCK"]).then(({ stdout }) => Number(stdout.trim()) || 100).catch(() => 100);
  return clockTicksPerSecond;
}
async function readProcessCpuSeconds(pid) {
  try {
    const ticks = parseProcessStatTicks(await readFile4(`/proc/${pid}/stat`, "utf8"));
    return ticks === void 0 ? void 0 : ticks / await clockTicks();
  } catch {
    return void 0;
  }
}
async function readHostCpu() {
  try {
    return parseHostStat(await readFile4("/proc/stat", "utf8"));
  } catch {
    return void 0;
  }
}

// src/telemetry/session.ts
function startTelemetry(options) {
  const intervalMs = options.intervalMs ?? 1e3;
  const timeoutMs = Math.max(1e3, intervalMs * 5);
  const startedAt = /* @__PURE__ */ new Date();
  const origin = performance.now();
  const now = () => performance.now() - origin;
  const samples = [];
  const notes = [];
  const notedOnce = /* @__PURE__ */ new Set();
  const noteOnce = (note) => {
    if (notedOnce.has(note.message)) return;
    notedOnce.add(note.message);
    notes.push(note);
  };
  const inFlight = /* @__PURE__ */ new Map();
  let ticks = 0;
  let k6Answered = false;
  let k6Error;
  const appReader = new AppReader(options.managementBaseUrl, timeoutMs);
  const containerReaders = {};
  const containersReady = Promise.all(
    ["app", "database"].map(async (role) => {
      const id = options.containers?.[role];
      if (!id) return;
      try {
        const opened = await openContainerStats(id, role);
        opened.notes.forEach(noteOnce);
        if (opened.reader) containerReaders[role] = opened.reader;
      } catch (error) {
        noteOnce({ source: "container", message: `The ${role} container: ${String(error)}` });
      }
    })
  );
  const sample = (source, read) => {
    if (inFlight.has(source)) return;
    const running = read().then((reading) => {
      if (reading) samples.push(reading);
    }).catch((error) => {
      noteOnce({ source: sourceKind(source), message: `${source}: ${String(error)}` });
    }).finally(() => inFlight.delete(source));
    inFlight.set(source, running);
  };
  const tick = () => {
    ticks++;
    sample("app", async () => {
      const startMs = now();
      const snapshot = await appReader.read();
      return snapshot ? { app: { atMs: (startMs + now()) / 2, snapshot } } : void 0;
    });
    for (const role of ["app", "database"]) {
      const reader = containerReaders[role];
      if (!reader) continue;
      sample(role === "app" ? "appContainer" : "databaseContainer", async () => {
        const startMs = now();
        const reading = { atMs: 0, ...await reader.read() };
        reading.atMs = (startMs + now()) / 2;
        return role === "app" ? { appContainer: reading } : { databaseContainer: reading };
      });
    }
    const pid = options.k6?.pid;
    if (pid !== void 0) {
      sample("k6Process", async () => {
        const cpuSeconds = await readProcessCpuSeconds(pid);
        if (cpuSeconds !== void 0) return { k6Process: { atMs: now(), cpuSeconds } };
        noteOnce({
          source: "k6",
          message: `/proc/${pid}/stat is not readable: the generator's CPU is not sampled (k6 not running, or not on this host).`
        });
        return void 0;
      });
    }
    const apiUrl = options.k6?.apiUrl;
    if (apiUrl !== void 0) {
      sample("k6", async () => {
        const startMs = now();
        try {
          const reading = await readK6Api(apiUrl, timeoutMs);
          k6Answered = true;
          return { k6: { atMs: (startMs + now()) / 2, ...reading } };
        } catch (error) {
          k6Error ??= String(error);
          return void 0;
        }
      });
    }
    sample("host", async () => {
      const reading = await readHostCpu();
      return reading ? { host: { atMs: now(), ...reading } } : void 0;
    });
  };
  let timer;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const next = intervalMs - now() % intervalMs;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, next);
    timer.unref();
  };
  void containersReady.then(() => {
    if (stopped) return;
    tick();
    schedule();
  });
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const durationSec = now() / 1e3;
      await containersReady.catch(() => void 0);
      await Promise.allSettled([...inFlight.values()]);
      if (options.k6?.apiUrl !== void 0 && !k6Answered) {
        noteOnce({
          source: "k6",
          message: `k6's REST API at ${options.k6.apiUrl} never answered (${k6Error ?? "no reading was taken"}); no VU, iteration or dropped-iteration series.`,
          fix: "Start k6 with --address 127.0.0.1:<free port> and pass that address as k6.apiUrl."
        });
      }
      return assembleRecord();
      function assembleRecord() {
        const record = (content) => ({
          label: { ...options.label },
          startedAt: startedAt.toISOString(),
          durationSec: round(durationSec),
          intervalMs,
          samples: ticks,
          ...content
        });
        try {
          const ordered = [...samples].sort((a, b) => readingTime(a) - readingTime(b));
          const built = buildSeries(ordered, {
            managementPath: managementPathOf(options.managementBaseUrl)
          });
          const facts = built.facts;
          facts.hostCores = availableParallelism();
          if (appReader.source) facts.appMetricsSource = appReader.source;
          for (const role of ["app", "database"]) {
            const reader = containerReaders[role];
            if (!reader) continue;
            facts[`${role}ContainerStats`] = reader.method;
            if (reader.limits.cpuLimitCores !== void 0) {
              facts[`${role}CpuLimitCores`] = round(reader.limits.cpuLimitCores);
            }
            if (reader.limits.memoryLimitBytes !== void 0) {
              facts[`${role}MemoryLimitMb`] = round(reader.limits.memoryLimitBytes / 1048576);
            }
          }
          return record({
            series: built.series,
            facts,
            notes: [...appReader.notes, ...notes, ...built.notes]
          });
        } catch (error) {
          return record({
            series: {},
            facts: {},
            notes: [
              { source: "host", message: `Telemetry could not be assembled: ${String(error)}` }
            ]
          });
        }
      }
    }
  };
}
function readingTime(sample) {
  return sample.app?.atMs ?? sample.appContainer?.atMs ?? sample.databaseContainer?.atMs ?? sample.k6Process?.atMs ?? sample.k6?.atMs ?? sample.host?.atMs ?? 0;
}
function sourceKind(source) {
  switch (source) {
    case "app":
      return "prometheus";
    case "appContainer":
    case "databaseContainer":
      return "container";
    case "k6":
    case "k6Process":
      return "k6";
    case "host":
      return "host";
  }
}

// src/lab/window.ts
function loadGeneratorFor(config) {
  return k6Generator(
    k6Runtime({ k6: config.load.k6, k6Image: config.app.sandbox ? config.load.image : void 0 })
  );
}
function k6Options(config, scenario, baseUrl, rate, instanceUrls) {
  return {
    script: scenario.script,
    baseUrl,
    targetRate: rate,
    preAllocatedVus: scenario.preAllocatedVus,
    maxVus: scenario.maxVus,
    executor: scenario.executor,
    ...scenario.mix ? { mix: scenario.mix } : {},
    endpoints: Object.keys(scenario.budget.endpoints ?? {}),
    // Seeded per iteration by the wrapper: every window of both sides gets the same requests.
    env: {
      ...scenarioEnv(scenario, baseUrl),
      PERF_GATE_SEED: String(config.compare.work.seed),
      ...instanceUrls && instanceUrls.length > 1 ? { PERF_GATE_APP_URLS: instanceUrls.join(" ") } : {}
    }
  };
}
async function runWithTelemetry(o) {
  const { app } = o;
  let others = [];
  const csvDir = await mkdtemp2(join5(tmpdir2(), "perf-gate-csv-"));
  const folder = o.k6.scope.add({
    description: `k6 CSV folder ${csvDir}`,
    release: () => rm2(csvDir, { recursive: true, force: true })
  });
  const csvPath = join5(csvDir, "k6.csv");
  let session;
  try {
    const run = await o.generator.run({
      ...o.k6,
      csvPath,
      onStart: (k6) => {
        session = startTelemetry({
          managementBaseUrl: app.managementBaseUrl,
          containers: { app: app.containerId, database: o.database.containerId },
          k6: { ...k6.pid === void 0 ? {} : { pid: k6.pid }, apiUrl: k6.apiUrl },
          label: o.label
        });
        others = (app.instances ?? []).slice(1).map(
          (one) => startTelemetry({
            managementBaseUrl: one.managementBaseUrl,
            containers: { app: one.containerId },
            label: o.label
          })
        );
      }
    });
    let record = await session.stop();
    const instances = app.instances && [
      instanceWindow(`${o.label.side}-1`, app.instances[0].containerId, record),
      ...(await Promise.all(others.map((other) => other.stop()))).map(
        (own, i) => instanceWindow(`${o.label.side}-${i + 2}`, app.instances[i + 1].containerId, own)
      )
    ];
    let requests;
    try {
      const capped = run.csvCapped;
      const windowSec = o.k6.durationMs / 1e3;
      const csv = await readK6Csv(
        csvPath,
        { startMs: Date.parse(record.startedAt) },
        capped ? Math.min(windowSec, capped.afterMs / 1e3) : windowSec,
        capped?.bytes
      );
      record = withClientSeries(record, csv.series);
      requests = capped ? withCsvCapNote(csv.endpoints, capped, windowSec) : csv.endpoints;
    } catch {
    }
    return { run, record, requests, ...instances ? { instances } : {} };
  } finally {
    await session?.stop();
    await Promise.all(others.map((other) => other.stop()));
    o.k6.scope.remove(folder);
    await rm2(csvDir, { recursive: true, force: true });
  }
}
async function measureAt(o) {
  const { scenario } = o;
  const vus = o.vus ?? { preAllocatedVus: scenario.preAllocatedVus, maxVus: scenario.maxVus };
  const options = k6Options(o.config, scenario, o.app.baseUrl, o.rate, o.app.instanceUrls);
  const { run, record, requests, instances } = await runWithTelemetry({
    generator: o.generator,
    k6: {
      ...options,
      env: { ...options.env, ...o.env },
      ...vus,
      durationMs: o.durationMs,
      scope: o.scope,
      label: o.label
    },
    app: o.app,
    database: o.database,
    label: { scenario: scenario.name, side: o.side, round: o.round }
  });
  const window = toWindowMeasurement(run.summary, {
    scenario: scenario.name,
    side: o.side,
    round: o.round,
    targetRate: o.rate,
    durationSec: o.durationMs / 1e3,
    maxVus: vus.maxVus,
    k6ExitCode: run.exitCode
  });
  withRequestEndpoints(window, requests);
  if (instances) window.instances = instances;
  return { run, window, record };
}
async function measureWindow(o) {
  const { config, scenario, side, round: round2, app, tag } = o;
  const logMark = app.logMark();
  const proxyMark = app.proxy?.logMark();
  const connectionsBefore = await readConnections(o.database);
  const redisBefore = await o.database.redis?.counters().catch(() => void 0);
  const workMark = await o.work.before(app);
  const phases = await listenForPhases(() => o.work.before(app));
  let measured;
  const watchingProxy = app.proxy?.watchConnections();
  let connections;
  try {
    measured = await o.stage("measure", () => {
      o.progress(`${tag}: measuring ${scenario.durationMs / 1e3} s at ${scenario.targetRate}/s`);
      return measureAt({
        config,
        scenario,
        generator: o.generator,
        app,
        database: o.database,
        scope: o.scope,
        side,
        round: round2,
        rate: scenario.targetRate,
        durationMs: scenario.durationMs,
        label: `${tag} measured window`,
        env: { PERF_GATE_PHASE_URL: phases.url }
      });
    });
  } finally {
    connections = watchingProxy?.();
    await phases.close();
  }
  const { window, record } = measured;
  const read = await phases.readings();
  window.work = await o.work.after(
    read.run ?? workMark,
    window.http.requests,
    // setup()'s and teardown()'s left out (withRequestEndpoints)
    read.teardown
  );
  const appLog = app.logsSince(logMark).join("\n");
  const exceptions = appExceptions(appLog);
  if (exceptions.length > 0) window.appExceptions = exceptions;
  const connectionsAfter = connectionsBefore && await readConnections(o.database);
  const redisAfter = redisBefore && await o.database.redis?.counters().catch(() => void 0);
  if (redisBefore && redisAfter)
    window.redis = redisWindow(redisBefore, redisAfter, window.durationSec);
  if (connectionsBefore && connectionsAfter) {
    const source = config.database.server?.variables.max_connections?.source;
    window.database = {
      ...windowConnections(connectionsBefore, connectionsAfter),
      ...source ? { maxConnectionsSource: source } : {}
    };
  }
  if (app.proxy && proxyMark !== void 0) {
    window.proxy = {
      evidence: proxyEvidence(app.proxy.logsSince(proxyMark)),
      limits: app.proxy.conf.limits,
      ...connections ? { connections } : {}
    };
  }
  const health = generatorSaturation(record, {
    window,
    appCpuLimitCores: config.app.resources.cpus
  });
  if (health.saturated) {
    window.generator.saturated = true;
    window.generator.reasons.push(
      ...health.reasons.filter((r) => !window.generator.reasons.includes(r))
    );
  }
  if (health.cpuPercent !== void 0) window.generator.cpuPercent = health.cpuPercent;
  o.progress(
    `${tag}: ${window.tps.toFixed(1)} TPS, p95 ${window.http.latency.p95.toFixed(1)} ms, errors ${(window.http.errorRate * 100).toFixed(2)} %${window.droppedIterations ? `, dropped ${window.droppedIterations}` : ""}`
  );
  return { window, record, appLog };
}

// src/lab/prepare.ts
async function checkTools(config, scenarios, o) {
  const docker = await o.stage("docker", async () => {
    const info = await ensureDocker();
    const orphans = await removeOrphanContainers();
    if (orphans > 0) o.progress(`removed ${orphans} container(s) left by an earlier, killed run`);
    return info;
  });
  const k6Version = await o.stage("k6", async () => {
    const generator = o.generator ?? loadGeneratorFor(config);
    const version = await generator.version(o.scope);
    o.progress(version);
    for (const scenario of scenarios) {
      await generator.check({
        ...k6Options(config, scenario, "http://127.0.0.1:1", scenario.targetRate),
        durationMs: scenario.durationMs,
        scope: o.scope
      });
    }
    return version;
  });
  return { dockerVersion: docker.serverVersion, k6Version };
}
function appPaths(config, declared) {
  const contextPath = config.app.contextPath ?? declared.contextPath;
  const managementBasePath = config.app.managementBasePath ?? declared.managementBasePath ?? "/actuator";
  const healthPath = config.app.health ?? `${managementBasePath.replace(/\/$/, "")}/health`;
  return { contextPath, managementBasePath, healthPath };
}
async function buildJar(config, source, o) {
  if (source.jar) return { jar: source.jar, buildMs: 0 };
  const fresh = await buildApp({
    directory: source.directory,
    command: source.build ? source.build.command : config.app.build,
    jar: source.build ? source.build.jar : config.app.jar,
    builder: o.builder ?? builderFor(config, source.directory),
    label: source.label,
    scope: o.scope,
    onProgress: o.progress
  });
  return source.onBuilt ? { ...fresh, jar: source.onBuilt(fresh.jar) } : fresh;
}
function builderFor(config, directory) {
  return config.app.sandbox ? containerBuilder(buildImageFor(config.app.buildImage, directory)) : hostBuilder;
}
async function startLabDatabase(config, o) {
  const database = await startDatabase({
    ...configuredDatabase(config),
    initScripts: o.initScripts,
    serverArgs: [
      ...o.performanceSchema ? PERFORMANCE_SCHEMA_ARGS : [],
      ...config.database.serverArgs
    ],
    onProgress: o.progress,
    scope: o.scope
  });
  const redisConfig = config.services.redis;
  if (!redisConfig) return database;
  const redis = await startRedis({
    image: redisConfig.image,
    scope: o.scope,
    onProgress: o.progress
  });
  return {
    ...database,
    redis,
    restore: async (name) => {
      const restored = await database.restore(name);
      await redis.flushAll();
      return restored;
    }
  };
}
function runnerInfo() {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? "unknown",
    cores: cpuList.length,
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    os: `${type()} ${release()}`,
    nodeVersion: process.version
  };
}
async function inspectSide(config, directory, label) {
  const files = await readConfigFiles(directory);
  const problem = datasourceProblem(files, config.app.profiles, config.app.env) ?? noMysqlProblem(files, config.app.profiles, config.app.env, await buildFileText(directory));
  if (problem) {
    throw new ConfigError(`${label ? `${label}: ` : ""}${problem.message}`, { fix: problem.fix });
  }
  const server = config.database.server;
  const maxConnections = numericVariable(server, "max_connections");
  const waitTimeout = numericVariable(server, "wait_timeout");
  const detail = inspectFiles(files, directory, {
    profiles: config.app.profiles,
    env: config.app.env,
    jvmOptions: config.app.jvmOptions.join(" "),
    resources: {
      cpus: config.app.resources.cpus,
      memoryMb: config.app.resources.memoryMb,
      instances: config.app.instances,
      ...maxConnections !== void 0 ? { dbMaxConnections: maxConnections } : {},
      ...waitTimeout !== void 0 ? { dbWaitTimeoutSec: waitTimeout } : {}
    }
  });
  const overCap = detail.settings.findings.find(
    (f) => f.rule === "hikari-pool-exceeds-db-connections" && f.level === "error"
  );
  if (overCap && maxConnections !== void 0) {
    throw new ConfigError(
      `${label ? `${label}: ` : ""}${overCap.message.split(": once")[0]} (max_connections = ${maxConnections}, ${server.variables.max_connections.source}).`,
      {
        fix: `Size the pools so that instances \xD7 pool stays below max_connections, or raise max_connections in database.server as production will (${(overCap.keys ?? []).join(", ")}).`
      }
    );
  }
  const contextPath = detail.properties["server.servlet.context-path"]?.value;
  const basePath = detail.properties["management.endpoints.web.base-path"]?.value;
  return {
    ...detail,
    contextPath: contextPath && contextPath !== "/" ? contextPath : void 0,
    managementBasePath: basePath ? basePath.startsWith("/") ? basePath : `/${basePath}` : void 0
  };
}
async function buildFileText(directory) {
  for (const file of ["pom.xml", "build.gradle", "build.gradle.kts"]) {
    const stats = await lstat(join6(directory, file)).catch(() => void 0);
    if (!stats?.isFile() || stats.size > 256 * 1024) continue;
    return { file, text: await readFile5(join6(directory, file), "utf8") };
  }
  return void 0;
}

// src/lab/schedule.ts
async function runPlan(plan, lab, onWindow) {
  const report = {
    resets: 0,
    resetsSkipped: 0,
    snapshotsSkipped: 0
  };
  let skipping;
  const plannedPaused = /* @__PURE__ */ new Set();
  const paused = /* @__PURE__ */ new Set();
  let holds;
  let writesAtMark;
  const alias = /* @__PURE__ */ new Map();
  const mark = async (snapshot) => {
    holds = snapshot;
    writesAtMark = await lab.databaseWrites();
  };
  const untouched = async () => holds !== void 0 && writesAtMark !== void 0 && await lab.databaseWrites() === writesAtMark;
  for (const step of plan.steps) {
    if (step.step === "pause") plannedPaused.add(step.side);
    if (step.step === "resume") plannedPaused.delete(step.side);
    if (skipping !== void 0) {
      if (step.step !== "rounds-end" || step.scenario !== skipping) continue;
      for (const side of [...paused]) {
        if (!plannedPaused.has(side)) {
          await lab.resume(side);
          paused.delete(side);
        }
      }
      for (const side of plannedPaused) {
        if (!paused.has(side)) {
          await lab.pause(side);
          paused.add(side);
        }
      }
      skipping = void 0;
      continue;
    }
    switch (step.step) {
      case "load-data":
        await lab.loadData(step);
        await mark(step.snapshot);
        break;
      case "snapshot":
        if (await untouched()) {
          alias.set(step.snapshot, holds);
          report.snapshotsSkipped++;
          break;
        }
        await lab.snapshot(step);
        await mark(step.snapshot);
        break;
      case "reset": {
        const snapshot = alias.get(step.snapshot) ?? step.snapshot;
        if (holds === snapshot && await untouched()) {
          report.resetsSkipped++;
          break;
        }
        await lab.restore({ ...step, snapshot });
        report.resets++;
        await mark(snapshot);
        break;
      }
      case "boot":
        await lab.boot(step.side);
        break;
      case "pause":
        await lab.pause(step.side);
        paused.add(step.side);
        break;
      case "resume":
        await lab.resume(step.side);
        paused.delete(step.side);
        break;
      case "warm-up":
        await lab.warmUp(step);
        break;
      case "measure":
        onWindow(step, await lab.measure(step));
        break;
      case "stop":
        await lab.stop(step.side);
        break;
      case "look":
        if (lab.look && await lab.look(step)) {
          report.stoppedAt = { ...report.stoppedAt, [step.scenario]: step.pairs };
          skipping = step.scenario;
        }
        break;
      case "rounds-end":
        break;
    }
  }
  return report;
}

// src/analysis/sequential.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib11(), 1);
var import_stats_base_dists_normal_quantile = __toESM(require_lib13(), 1);
var normalCdf = (z) => (0, import_stats_base_dists_normal_cdf.default)(z, 0, 1);
var normalQuantile = (p) => (0, import_stats_base_dists_normal_quantile.default)(p, 0, 1);
function alphaSpent(t, alpha, spending) {
  if (!(t > 0)) return 0;
  const fraction = Math.min(t, 1);
  if (spending === "pocock") return alpha * Math.log(1 + (Math.E - 1) * fraction);
  return 2 - 2 * normalCdf(normalQuantile(1 - alpha / 2) / Math.sqrt(fraction));
}
function spendingBoundaries(fractions, alpha, spending) {
  const bounds = [];
  let grid;
  let previousT = 0;
  let spent = 0;
  for (let k = 0; k < fractions.length; k++) {
    const t = fractions[k];
    if (!(t > previousT)) throw new Error(`information fractions must increase (got ${t})`);
    const target = alphaSpent(t, alpha, spending) - spent;
    const delta = t - previousT;
    const sd = Math.sqrt(delta);
    const density = (s, g) => {
      let sum2 = 0;
      for (let j = 0; j < g.points.length; j++) {
        sum2 += g.weights[j] * gaussian((s - g.points[j]) / sd);
      }
      return sum2 / sd;
    };
    let bound;
    if (target <= 1e-15) {
      bound = Number.POSITIVE_INFINITY;
    } else if (grid === void 0) {
      bound = normalQuantile(1 - target) * Math.sqrt(t);
    } else {
      const g = grid;
      const crossing = (b) => {
        let sum2 = 0;
        for (let j = 0; j < g.points.length; j++) {
          sum2 += g.weights[j] * (1 - normalCdf((b - g.points[j]) / sd));
        }
        return sum2;
      };
      let low = -10 * Math.sqrt(t);
      let high = 12 * Math.sqrt(t);
      if (crossing(high) > target) bound = high;
      else {
        for (let i = 0; i < 80; i++) {
          const mid = (low + high) / 2;
          if (crossing(mid) > target) low = mid;
          else high = mid;
        }
        bound = (low + high) / 2;
      }
    }
    bounds.push(bound / Math.sqrt(t));
    spent += target > 1e-15 ? target : 0;
    const lower = -8 * Math.sqrt(t);
    const upper = Number.isFinite(bound) ? bound : 8 * Math.sqrt(t);
    const next = fractions[k + 1];
    const step = Math.min(Math.sqrt(next === void 0 ? t : next - t), Math.sqrt(t)) / 12;
    const intervals = Math.min(4e3, 2 * Math.ceil((upper - lower) / step / 2));
    const points = [];
    const values = [];
    const h = (upper - lower) / intervals;
    for (let i = 0; i <= intervals; i++) {
      const s = lower + i * h;
      points.push(s);
      values.push(grid === void 0 ? gaussian(s / sd) / sd : density(s, grid));
    }
    const weights = values.map(
      (v, i) => v * h * (i === 0 || i === intervals ? 1 : i % 2 === 1 ? 4 : 2) / 3
    );
    grid = { points, weights };
    previousT = t;
  }
  return bounds;
}
function gaussian(z) {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}
function lookSchedule(design) {
  const looks = [];
  for (let pairs = design.firstLook; pairs <= design.maxPairs; pairs++) looks.push(pairs);
  return looks;
}
function lookConfidence(design, pairs) {
  const looks = lookSchedule(design).filter((n) => n <= pairs);
  if (looks.length === 0) return design.confidence;
  const alpha = (1 - design.confidence) / 2;
  const bounds = spendingBoundaries(
    looks.map((n) => n / design.maxPairs),
    alpha,
    design.spending
  );
  const last = bounds[bounds.length - 1];
  const nominal = Number.isFinite(last) ? 1 - normalCdf(last) : 1e-12;
  return 1 - 2 * nominal;
}
function decideLook(statuses, pairs, design) {
  const regressions = statuses.filter((s) => s.status === "regression").map((s) => s.label);
  if (regressions.length > 0) {
    return {
      stop: true,
      reason: `regression decided at ${pairs} pairs: ${regressions.join(", ")}`
    };
  }
  const open2 = statuses.filter((s) => s.status === "inconclusive").map((s) => s.label);
  if (open2.length === 0)
    return { stop: true, reason: `every comparison decided at ${pairs} pairs` };
  if (pairs >= design.maxPairs) {
    return {
      stop: true,
      reason: `cap of ${design.maxPairs} pairs reached; open: ${open2.join(", ")}`
    };
  }
  return { stop: false, reason: `undecided at ${pairs} pairs: ${open2.join(", ")}` };
}

// src/engine/sequential-looks.ts
function sequentialLooks(config, windowsOf, progress) {
  const design = sequentialDesign(config.compare);
  const record = design && {
    firstLook: design.firstLook,
    maxRounds: design.maxPairs,
    spending: design.spending,
    looks: []
  };
  const look = (step) => {
    if (!design || !record) return false;
    const confidence = lookConfidence(design, step.pairs);
    const comparisons = compareScenario(step.scenario, windowsOf(step.scenario), {
      ...comparisonOptions(config),
      confidence
    });
    const decision = decideLook(
      lookComparisons(comparisons).map((c) => ({
        label: `${c.metric}${c.endpoint === void 0 ? "" : ` of ${c.endpoint}`}`,
        status: c.status
      })),
      step.pairs,
      design
    );
    record.looks.push({ scenario: step.scenario, pairs: step.pairs, confidence, ...decision });
    progress(
      `${step.scenario}: look after ${step.pairs} rounds (${(confidence * 100).toFixed(1)} % repeated interval): ${decision.stop ? "stop" : "one more round"} \u2014 ${decision.reason}`
    );
    return decision.stop;
  };
  return {
    record,
    look,
    closeAtCap(scenario, stoppedAt) {
      if (!design || stoppedAt?.[scenario] !== void 0) return;
      const windows = windowsOf(scenario);
      const pairs = Math.min(
        windows.filter((w) => w.side === "base").length,
        windows.filter((w) => w.side === "pr").length
      );
      if (pairs >= design.maxPairs) look({ scenario, pairs: design.maxPairs });
    },
    confidence(scenario, stoppedAt) {
      if (!design) return config.compare.confidence;
      return lookConfidence(design, stoppedAt?.[scenario] ?? design.maxPairs);
    }
  };
}
function scenarioWindows(result, scenario) {
  return result.scenarios.find((s) => s.name === scenario)?.windows ?? [];
}

// src/analysis/scenario.ts
function analyzeScenario(scenario, windows, options = {}) {
  const comparisons = compareScenario(scenario, windows, options.compare);
  const rules = [
    ...evaluateBudget({
      scenario,
      windows,
      side: "pr",
      ...options.budget === void 0 ? {} : { budget: options.budget },
      ...options.tpsSlack === void 0 ? {} : { tpsSlack: options.tpsSlack },
      ...options.scriptThresholds === void 0 ? {} : { scriptThresholds: options.scriptThresholds }
    }),
    ...comparisonRules(comparisons)
  ];
  const work = options.work ? analyzeWork(scenario, windows, options.work) : void 0;
  if (work) rules.push(...work.rules);
  const decision = deriveVerdict({
    rules,
    comparisons,
    ...options.findings === void 0 ? {} : { findings: options.findings },
    ...options.failOnFindings === void 0 ? {} : { failOnFindings: options.failOnFindings }
  });
  return {
    rules,
    comparisons,
    shifts: compareShifts(scenario, windows, options.compare),
    verdict: decision.verdict,
    reason: decision.reason,
    ...work ? { work: work.work } : {}
  };
}

// src/analysis/warm-up-findings.ts
var SETTLED_CAP_MS = 18e4;
function lastLatencies(w, windows) {
  return w.p50Ms ? { name: "median", ms: w.p50Ms.slice(-windows) } : { name: "p95", ms: w.p95Ms.slice(-windows) };
}
function warmUpFindings(warmUps, warmup) {
  const suggested = formatSeconds(Math.max(SETTLED_CAP_MS, warmup.maxMs * 2) / 1e3);
  const cap = formatSeconds(warmup.maxMs / 1e3);
  const step = formatSeconds(warmup.stepMs / 1e3);
  const bound = Math.round(warmup.jitShare * warmup.stepMs);
  return warmUps.filter((w) => !w.steady).map((w) => {
    const lastJitMs = w.jitMs?.at(-1);
    const latency2 = lastLatencies(w, warmup.windows);
    const shown = `${latency2.ms.map((p) => p.toFixed(1)).join(", ")} ms`;
    const who = `${w.scenario} (${w.side === "pr" ? "PR" : "base"})`;
    const took = `after ${formatSeconds(w.durationMs / 1e3)} (warmup.max ${cap})`;
    const evidence = {
      warmUpMs: w.durationMs,
      capMs: warmup.maxMs,
      ...lastJitMs === void 0 ? {} : { lastJitMs },
      ...w.p95Ms.length > 0 ? { lastP95Ms: w.p95Ms.at(-1) } : {},
      ...w.p50Ms && w.p50Ms.length > 0 ? { lastP50Ms: w.p50Ms.at(-1) } : {}
    };
    if (w.latencySettled === true) {
      return {
        rule: "warmup.still-compiling",
        level: "notice",
        scenario: w.scenario,
        side: w.side,
        message: `${who}: the warm-up used its budget ${took} with the latency settled (${latency2.name} of the last ${latency2.ms.length} short windows ${shown}) and the JIT still compiling ${lastJitMs === void 0 ? "more" : `${Math.round(lastJitMs)} ms`} in the last ${step} window (${bound} ms counts as done). Both sides got the same budget; the measured windows record how much each side compiled. To measure a fully compiled app, raise warmup.max (e.g. to ${suggested}).`,
        keys: ["warmup.max"],
        evidence
      };
    }
    const compiling = lastJitMs !== void 0 && lastJitMs > bound;
    const why = `the ${latency2.name} of its last ${latency2.ms.length} short windows still differed (${shown})` + (compiling ? ` and its JIT still compiled ${Math.round(lastJitMs)} ms in the last ${step} window` : "");
    return {
      rule: "warmup.not-steady",
      level: "warning",
      scenario: w.scenario,
      side: w.side,
      message: `${who}: the app was not steady when the warm-up stopped at its budget ${took}: ${why}. The measured windows may include the rest of its settling, and base and PR be compared before both are warm. Raise warmup.max (e.g. to ${suggested}; perf-gate's example app needed 180s on a runner where it booted twice as slowly), or run on a faster runner.`,
      keys: ["warmup.max"],
      evidence
    };
  });
}

// src/config/policy.ts
import { createHash as createHash2 } from "node:crypto";
var sha256 = (text2) => createHash2("sha256").update(text2).digest("hex");
var NONE = "(none)";
function policyValues(config) {
  const values = /* @__PURE__ */ new Map();
  const put = (prefix, value) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) put(`${prefix}.${key}`, inner);
    } else if (value !== void 0) {
      values.set(prefix, typeof value === "string" ? value : JSON.stringify(value));
    }
  };
  for (const scenario of config.scenarios) {
    const prefix = `scenarios[${scenario.name}]`;
    put(`${prefix}.rate`, scenario.targetRate);
    put(`${prefix}.budget`, scenario.budget);
    if (Object.keys(scenario.budget).length === 0) values.set(`${prefix}.budget`, NONE);
  }
  put("compare", config.compare);
  put("gate", config.gate);
  put("app.build", config.app.build);
  put("app.jar", config.app.jar);
  put("app.image", config.app.image);
  put("database.image", config.database.image);
  put("app.instances", config.app.instances);
  put("app.resources", config.app.resources);
  put("app.ulimits", config.app.ulimits);
  put("database.resources", config.database.resources);
  put("database.ulimits", config.database.ulimits);
  put("database.server-args", config.database.serverArgs.join(" ") || void 0);
  if (config.proxy) {
    put(
      "proxy.config",
      `${config.proxy.written} (sha256 ${sha256(config.proxy.text).slice(0, 12)})`
    );
    put("proxy.image", config.proxy.image);
    put("proxy.ulimits", config.proxy.ulimits);
  } else values.set("proxy", NONE);
  put("services", Object.keys(config.services).join(", ") || NONE);
  return values;
}
function policyChanges(base, pr) {
  const before = policyValues(base);
  const after = policyValues(pr);
  const keys = [.../* @__PURE__ */ new Set([...before.keys(), ...after.keys()])].sort();
  return keys.map((key) => ({ key, base: before.get(key) ?? NONE, pr: after.get(key) ?? NONE })).filter((change) => change.base !== change.pr);
}
function applyBasePolicy(pr, base) {
  const baseScenarios = new Map(base.scenarios.map((scenario) => [scenario.name, scenario]));
  const config = {
    ...pr,
    compare: structuredClone(base.compare),
    gate: { ...base.gate },
    app: {
      ...pr.app,
      instances: base.app.instances,
      resources: { ...base.app.resources },
      ...base.app.ulimits ? { ulimits: base.app.ulimits } : { ulimits: void 0 }
    },
    database: {
      ...pr.database,
      image: base.database.image,
      serverArgs: [...base.database.serverArgs],
      server: base.database.server,
      resources: { ...base.database.resources },
      ulimits: base.database.ulimits
    },
    services: structuredClone(base.services),
    proxy: base.proxy && { ...base.proxy },
    scenarios: pr.scenarios.map((scenario) => {
      const fromBase = baseScenarios.get(scenario.name);
      return fromBase ? { ...scenario, targetRate: fromBase.targetRate, budget: structuredClone(fromBase.budget) } : scenario;
    })
  };
  const prNames = new Set(pr.scenarios.map((scenario) => scenario.name));
  const removed = base.scenarios.map((s) => s.name).filter((name) => !prNames.has(name));
  return {
    config,
    policy: {
      source: "base",
      changes: policyChanges(base, pr),
      ...removed.length > 0 ? { removedScenarios: removed } : {}
    }
  };
}
function policyRules(policy) {
  return (policy?.removedScenarios ?? []).map((name) => ({
    rule: "policy.scenario-removed",
    metric: "scenario",
    scenario: name,
    expected: "measured (a scenario of the base branch)",
    actual: "not in this pull request's perf-gate.yml",
    passed: false,
    level: "error",
    message: `The base branch's scenario "${name}" is missing from this pull request's perf-gate.yml (removed or renamed), so its budget would no longer be checked. Keep it, or have the removal merged first on its own; set trust-pr-config: true only where every PR author is trusted.`
  }));
}

// src/engine/judge-gate.ts
function judgeGate(e) {
  const { config } = e;
  const lines = [];
  const scenarios = e.scenarios.map((measured) => {
    const scenario = config.scenarios.find((s) => s.name === measured.name);
    const analysis = analyzeScenario(measured.name, measured.windows, {
      ...scenario ? { budget: scenario.budget } : {},
      ...e.compared ? {
        compare: {
          ...comparisonOptions(config),
          // With sequential stopping: the repeated interval of the look the scenario ended at.
          confidence: e.confidence(measured.name)
        },
        // Work per request: judged per pair, decides on one round (src/analysis/work.ts).
        work: {
          tolerance: config.compare.work.tolerance,
          probes: e.probes.get(measured.name) ?? [],
          seed: config.compare.work.seed
        }
      } : {},
      failOnFindings: config.gate.failOnFindings,
      scriptThresholds: config.gate.scriptThresholds
    });
    lines.push(`${measured.name}: ${analysis.verdict} \u2014 ${analysis.reason}`);
    return {
      ...measured,
      // Diagnoses stay with their scenario; the gate's findings hold the gate-level ones (lint).
      findings: [
        ...diagnoseScenario([...e.diagnosis.get(measured.name) ?? []]),
        ...warmUpFindings(
          e.warmUps.filter((w) => w.scenario === measured.name),
          config.warmup
        )
      ],
      rules: analysis.rules,
      comparisons: analysis.comparisons,
      ...analysis.shifts.length > 0 ? { shifts: analysis.shifts } : {},
      ...analysis.work ? { work: analysis.work } : {},
      verdict: analysis.verdict
    };
  });
  const rules = [...scenarios.flatMap((s) => s.rules), ...policyRules(e.policy)];
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((s) => s.comparisons),
    findings: [...e.findings],
    failOnFindings: config.gate.failOnFindings
  });
  return {
    scenarios,
    rules,
    verdict: decision.verdict,
    exitCode: exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: config.gate.failOnInconclusive
    }),
    lines
  };
}

// src/engine/gate.ts
var TOOL_VERSION = VERSION;
async function runGate(request, lab, hooks = {}) {
  const progress = hooks.progress ?? (() => void 0);
  const partial = () => hooks.onPartialResult?.(result);
  const started = /* @__PURE__ */ new Date();
  const runner = lab.runner();
  const config = withMachineNoise(request.config, runner);
  const noiseLine = noiseModelLine(config, runner);
  if (noiseLine) progress(noiseLine);
  const sideInfoOf = (source) => ({
    side: source.side,
    checkout: source.directory,
    ref: source.ref,
    sha: source.sha
  });
  const result = {
    schemaVersion: 1,
    tool: { name: "perf-gate", version: TOOL_VERSION },
    startedAt: started.toISOString(),
    finishedAt: started.toISOString(),
    verdict: "error",
    exitCode: 2,
    config: redactConfig(config),
    runner,
    stages: [],
    sides: {
      pr: sideInfoOf(request.pr),
      ...request.base ? { base: sideInfoOf(request.base) } : {}
    },
    scenarios: [],
    rules: [],
    findings: [],
    ...request.policy ? { policy: request.policy } : {}
  };
  partial();
  const stages = stageRecorder(result.stages, "setup", partial);
  const { stage } = stages;
  const infoOf = (side) => side === "pr" ? result.sides.pr : result.sides.base;
  try {
    const tools = await lab.checkTools(config, (name, work) => stage(name, void 0, work));
    result.runner.dockerVersion = tools.dockerVersion;
    result.runner.k6Version = tools.k6Version;
    const sides = request.base ? [request.base, request.pr] : [request.pr];
    const settings = await stage("inspect", void 0, () => lab.inspect(config, sides));
    result.settings = settings.report;
    result.findings.push(...settings.findings);
    const jars = /* @__PURE__ */ new Map();
    for (const source of sides) {
      const built = await stage("build", source.side, () => lab.build(config, source));
      const info = infoOf(source.side);
      info.jar = built.jar;
      info.jarSha256 = built.jarSha256;
      info.buildMs = built.buildMs;
      if (built.buildImage) info.buildImage = built.buildImage;
      jars.set(source.side, built.jar);
    }
    await stage(
      "database",
      void 0,
      () => lab.startDatabase(config, {
        // With two sides each loads its own init scripts below; one side loads them right away.
        initScripts: sides.length > 1 ? [] : config.database.init,
        // Work per request reads the server's statement counters (on by default in mysql:8.4).
        performanceSchema: config.compare.work.enabled
      })
    );
    const initScripts = /* @__PURE__ */ new Map();
    const initAfterBoot = /* @__PURE__ */ new Map();
    const appImages = /* @__PURE__ */ new Map();
    const planSides = [];
    for (const source of sides) {
      const scripts = source.initScripts ?? config.database.init;
      initScripts.set(source.side, scripts);
      initAfterBoot.set(source.side, source.initAfterBootScripts ?? config.database.initAfterBoot);
      appImages.set(source.side, source.appImage ?? config.app.image);
      planSides.push({
        side: source.side,
        data: sides.length > 1 ? await lab.dataKey(scripts) : "pr"
      });
    }
    const seed = config.compare.seed ?? randomInt(0, MAX_SEED + 1);
    const plan = planGate(config, planSides, seed);
    const protocol = {
      order: plan.order,
      seed: plan.seed,
      bootOrder: plan.bootOrder,
      reuseApp: plan.reuseApp,
      pauseIdle: plan.pauseIdle,
      resets: 0,
      resetsSkipped: 0,
      snapshotsSkipped: 0
    };
    result.protocol = protocol;
    const looks = sequentialLooks(config, (name) => scenarioWindows(result, name), progress);
    const rounds = lab.rounds({
      config,
      jars,
      initScripts,
      initAfterBoot,
      appImages,
      // Per-endpoint work probes run on kept apps of a comparison, before they stop.
      probe: sides.length > 1 && config.compare.reuseApp,
      paths: appPaths(config, settings),
      stage,
      sideInfo: infoOf
    });
    const records = [];
    result.telemetry = { records };
    const diagnosis = /* @__PURE__ */ new Map();
    const scenarioResultOf = (scenario) => {
      const existing = result.scenarios.find((s) => s.name === scenario.name);
      if (existing) return existing;
      const fresh = {
        name: scenario.name,
        script: scenario.script,
        targetRate: scenario.targetRate,
        warmupSec: scenario.warmupMs / 1e3,
        durationSec: scenario.durationMs / 1e3,
        windows: [],
        rules: [],
        comparisons: [],
        findings: [],
        verdict: "inconclusive"
      };
      result.scenarios.push(fresh);
      diagnosis.set(scenario.name, []);
      return fresh;
    };
    const schedule = await runPlan(
      plan,
      { ...rounds, look: (step) => looks.look(step) },
      (step, measured) => {
        const scenario = config.scenarios.find((s) => s.name === step.scenario);
        const steal = windowStealPct(measured.record);
        if (steal !== void 0) measured.window.hostStealPct = steal;
        scenarioResultOf(scenario).windows.push(measured.window);
        records.push(measured.record);
        diagnosis.get(scenario.name).push({
          record: measured.record,
          context: {
            window: measured.window,
            appLog: measured.appLog,
            appCpuLimitCores: config.app.resources.cpus,
            ...config.database.resources.cpus === void 0 ? {} : { databaseCpuLimitCores: config.database.resources.cpus }
          }
        });
        partial();
      }
    );
    for (const scenario of config.scenarios) looks.closeAtCap(scenario.name, schedule.stoppedAt);
    if (looks.record) protocol.sequential = looks.record;
    protocol.resets = schedule.resets;
    protocol.resetsSkipped = schedule.resetsSkipped;
    protocol.snapshotsSkipped = schedule.snapshotsSkipped;
    const log = rounds.log;
    if (Object.keys(log.pausedMs).length > 0) protocol.pausedMs = log.pausedMs;
    if (log.warmUps.length > 0) protocol.warmUps = log.warmUps;
    const judged = judgeGate({
      config,
      policy: request.policy,
      compared: request.base !== void 0,
      scenarios: config.scenarios.map(scenarioResultOf),
      diagnosis,
      warmUps: log.warmUps,
      probes: log.probes,
      confidence: (name) => looks.confidence(name, schedule.stoppedAt),
      findings: result.findings
    });
    result.scenarios = judged.scenarios;
    for (const line of judged.lines) progress(line);
    result.rules = judged.rules;
    result.verdict = judged.verdict;
    result.exitCode = judged.exitCode;
  } catch (error) {
    result.verdict = "error";
    result.exitCode = exitCodeFor(error);
    result.error = errorRecord(error, stages.current());
  } finally {
    const held = lab.held();
    if (held > 0) progress(`teardown: releasing ${held} resource(s)`);
    await lab.release();
    result.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
  }
  return result;
}

// src/work/agent.ts
import { connect } from "node:net";

// src/work/agent-jar.ts
var WORK_AGENT_JAR_BASE64 = "UEsDBBQACAgIAAAAIVwAAAAAAAAAAAAAAAAJAAQATUVUQS1JTkYv/soAAAMAUEsHCAAAAAACAAAAAAAAAFBLAwQUAAgICAAAACFcAAAAAAAAAAAAAAAAFAAAAE1FVEEtSU5GL01BTklGRVNULk1G803My0xLLS7RDUstKs7Mz7NSMNQz4OUKKErNTczM03XOSSwutlIoSC1KS08sSdULzy/KdkxPzSvh5QJT+BQ4F6UCRVJ0nSqBhprrGegZmipouKQmZSbmafJy8XIBAFBLBwhXKHXhXgAAAHsAAABQSwMECgAACAAAAAAhXAAAAAAAAAAAAAAAAAkAAABwZXJmZ2F0ZS9QSwMEFAAICAgAAAAhXAAAAAAAAAAAAAAAABgAAABwZXJmZ2F0ZS9Xb3JrQWdlbnQuY2xhc3O1WAl4m+V9//1tyZ+O147jxE6UGMcBAz5iTCjgYOW0c8mxnYBNLtOGz9IXW7EOI33K0W7tjp60O2jp2lB6QVuztqEjbI4dzm2Mbl23rhtd1411685u6+6yDpbg/d7vk+RLpjx7nuWQ3uN/n+9fX3v98rMAtkkmgDKUG/AoeFEhqD5lnjY7EmZqtOPgyCkragsqtsZTcXu7oLy55XAAPvgNBBSCUIKaCStzctS0rY4j6cz4rlErRQRv1jYz/K5t7pujNmhn4qnRcMthA1W8ci5Slt0xaGVOW5nBdHTcsgOoxkoDNQqrsHqBLC62wMPvpGB1c8tS0gHUYY2BtQohrBOsnAOIpGxr1MoIfBNmJmtFUssJFwmgHtcYaFDYgEbyKYoZ4ceuWCxjZbPUetSy+9LpiREzOl48XFuQaRE45arEtdq81wnWN0cipaG0Ya5foPPQWMYyYzV0040KzWihAzK5lKC9ua+k9cLzbXJXLpUyRxJW2Ic26qHd1K791H6Gfmo3taMCaEK7lusmQUtzKdxS7tNYNytsxi0Cf9ayd5tWMk2pPM3H3ctbdWhUGLhdsGoOf8/ZqDVhx9MpP7bgDgNdCmFsXejjc1nbonPLrQxdVesyj6c7DpGzTf6WmQzrCNmusAM7BcZpM5GzDp4U3DBfejdswyUCpAaCboUe7BasSZrjVk86FTXtI3F7jCsGbcrOLiJWULtUtO3FPgP7FSI6EVaVkJYiTuhdIqVD4IBCH/qZTmZUm4Io8wMm78IADuKQgTsV7sIgZZljmzRT9FqSfuvoLy73mlE7nTknWMGIdOOl/2i3ZdIf1y9IkXnY88HCBu4WbIimkx3ZXGo5KB+OCOo1h7RtJtybXYlEmrazYt3nbCtr4BhlmGPXkzCz2QCOYljhHryVkULsfsseS8cEO0sYeLhvEfICk2eskwn6tMOlQCOdwL0GTIURRJl4ywHS1vHU6fS4JbijRIQMv3HQ5I8MEH3D3PFAejAXHXMZFIPaAGtT1RxQXzo1GsBJxBVOYZzqJ3hwWIerU0V7dRVNKqSQFqhsLnnwpGvVrPZb349xRzjS0hvEEO5TyGjiDbRtTy6TIVwp32hetkJOg1aS9EQ8YfXHE4m4c3NG4axzMxo9ZOay+Rsf3i4I5lLZ3MREOkNKWpmfUPhJvJNF1E4XynFtc2/JPCvDT+k8+2lBcwln95ZCCuBn8W4D71F4L95XCKa5zHBD/GDOnsgVs6tYcZl282/CWrEPKNyPD7INpM+kFhpE0PTjbez66OcUfl4TCZJIz0RuwEylszUoxy9q7R5YVDaL2pVSz4+P4EEDH1X4JXxMsNFVj4JHx3RLoposPzEzE+tx95TSd/fgiV2DPZGIYF3fEvg8nFMRzys8hE8QgybKq9jQvDxKy3B3AJ/Epwx8WuEz+Gyhzy0yIxv5mUzcZsh6m4e7dXH/JB5V+Jx+JnhPJnLZMe2zLyhMOifRRDprGfjlBWWfNk2f0b0kgMfwJYUv4wJjzYzFBhlZuu9ZMe3HvhIYTq+pxFcUfgVPULd4tkdziDkZdFwnwJMKv6qvNvBqfvzTU0PxpDVYCF4NO6VwScPWxbMLgPY4nS7mnc3/0bBPKTytc2LN4sTK4wTwLJ4z8LzCr+M3FuR9v2mPUb6keVYbjYHgJOoLCr+leTcWeBfjsZ+9M3NugaBfVfhtDdywDHBeYN0ovqbwu/g6o4Ny7jMzIwzknnRCF8B0xg1j/VYpJEnOjic6+uJZOxzE7+MbBv5A4Zv4w4L8xWttatvKmCRCcy3AjuTPSeElfMvAHyt8W8tasxSEvW/MzA5YZ20N+x2FP8Wf8ZGQ4sHi51ux0P65oK1kyyqtXBAv4y8U/lI/FQ2aYMBMWj78lSCg+7rrN50df6Pwt/g7qhVNp2wzro2yfn7E6bQYtO7LWakog+64D99n4+g5F03o2lmNf1T4J/yA6FYqltVvhWXejse1PP+i8K86dFbq0HHFZXtwg+Yg/l3hP/Cf1N+51ZXY1NeFlt26XMteAksHvIL/MvAjhf/WDij9TijBoompMneq5epP83Gf1irMC8NX8JrC/xRywGn7i9B0qF5VeF1zX7sopwbnukYT+5uIlOnWMz+TFseAexrWCB4lXs3ZS84RnRJiKPGJ3+0AzAYXNqKbpae5ZVinmASVKKnMi1uiCdKjzcO9eeAVSqo1cHUROC+4Hz6pUbJKVuuWbWYLxXTFvBzoNyfCGq5OyRoNZ2g44hsSKswcDtx+MztG2ICsRTm7p9Tz1SrX6FffgvagXwrhoGyQRkM2KrlWOCRULuDGesKSLNhS4gnzpl4wmvr1Sm6QG50gtllwdD9duSC1eUTAFtYFaV0gAS8M2VQo6gWhmvZoOkFpk5uUdOjUrqAxD1jnNLPNSm6Rt7BrFhKO54uSpiDtcW3K25TcLp30ODNM1/cyuomU71DSpSnrrua8nTTtrUq25duNZWb0yQ4lO2UXBaCV6HRd8Ra5y5lapUfJbtmjp1M9M7FqLjtGHab3B+OjKdPOZQi4eSG5rYu9t3i/PczA7EnHLB048ZQ1kEuOWJkhXbadicBK0iaCcIkiMu+EZrMzOSePI8Wlk36ugM4I51Kq5NshOk7RHB6GNmVVwkyOxMwmZxJvuplG3BpN5Mf4wGA6l4lae+Nanqri3H6T5s2k6E6nbfIzJ9w3bnZFhdwdkMNyxJCjSo7JccG188XUD+yOPocdMcyThZEkmJy/+3pz3xIkl8F+vntYaps4UI/nJkrMnMshDp2bsP5vly7LN8ZtWXrbYyYSg+yN4WpU0Cpv1VH1NiUHZQ939wbElBFDonwaCoO4aQm6q447cxYHt4///9ulxIhVolgs1tEnHKybir8bNOrfDRqdoOtqTKXtRieyrFhXI2szW6JXGkUvTzHUnGWjBFj7I6mUlXEGOl1HvU7VMESPp29Ka0NY/hreGJSZ7wJjM1/sZQDf5+t0DYfIXu7KZB/3axbtWXC4VoT3ooI3+7m7BsK/gLf1EuQJLkQi/KxwDrvgl145kAfdyLMyB3QaxhxowDncBg+2E7zvzYHvIng310GK44LfT6HK9c1TqDzWOoUV06it9k1j/SVs7HsKTcfaLuMGoIZyburf5JlCx6YpvGUSq/ouorNtGtsukyimsOcJR/R23IzbqLdmeS1tBOzFauxDE/ajBRHe9xGil/Y7gJ3ol35CGCibMHDbCgR01XTlKlM81r9H/Yiq9VOu3oG2r+LGaQw8j6G+mqGaw+XP4OgUjvdvauOqbApvOzIJo8sj/ZteRG3x8HmcnMLYJHxt5dNIdHr0ZZ3H/+AnUFXnaZsBfW51eto8+rJiGtlOqn66M6BBHoav5hwx63j5jrqKOt9lvIu+Ue1T+JmuSqr+/s4qfn6oszqk6qrrquoCl/ELGiBUGVIX8eEpfHwKD4cqp/BI+4u4jmifn0R9l4ebVe5GdXlDnpB3Cl8MeZ6bnK0foJ6Pn4fnicnZajpqNVpprxj8eAHf4EzzLXyHz77HePN9PhMLVs6gnp+H6N47eTNI6CGOMncT+wgacZQ0hknlGDpwnFY/gQHcS5omxjGCCUQ5rMfwACx8DKMcusbwKOK4iFN4jhAvIEHOg+SXIscEfoAkfoiU47VxVF2Fx8CQgROzaNbLSndncFQTA7Hy2t2eK1jjeR31Ho9nt4HqWUbBErjHZhmM3vmnPHMufK+irJuR4WPEcjbOR2yEaupQu651BhcF56G4+DXhWGqsxvQFbi7zyYfpaTxzwcnBufC3UYecI70HZTXlPL2/JNnfLJB9cT7ZieXIvp1k37GA7FmaxyX7OM8Mft9D1B3T+J0Z/J6gf9MM/kjz2MfFnwiex8sD7TP4rqDLE/LUfG8Kf/3Q7He5+vsp/MN5VEzOfpPX/yzo9NZ5dfCqBj/lqPOaOyZnpxrm5HFT7j3k+V46/310y/uxAx9gAt7PcPggQ+BDjpxr4bmKSrripavYbOBl+uZVrHmN2gT0rzd52Q9wr01SP41/O9D6omORH863yKuCOd5VTh15gLw/jFp8xOHjR9kV/TP7K9ooKaRdwvJtFrpKfl+3nrQ8k/CUb6s/jxWu5R9C/SRqub6y1LnTmJ2S8u7WGeG7rMtLpKrWkHdGAmWYRNBZVpWhq4IX/ouychIVF6W2y3hK1h67JOu6fP5Of/ntwdpgyPvsI+gOVdQGO7Q5bwl5udr44EM0Na4P+ZzttKx3APg9Iw3lOFLnd/Zmp//dQZmcfTpkzAiHjhlppizBUDDv0y16pZ0qbawFvpCakXYNdXMZtVh7UW5df0+HPtyi/a6rk3locvYFTYyPuZAR8s3I9jLU+TVkhzln37sYfcDD0L+NrMenWEY/jU58hv79LNP8Eabvo0zozyGLz+Od+AI+SpNcYCZd4v4ZfBHfw5eYVF+WAC7ISjwu6/AVx0e9qPbtlCuolpXlV3GNx5CBffx/BUF+dhuyYZaTaYDJKaLvnH8b+M/D0GjY+Bq8V3TqvhRm9FQH9AtlSYublu7FLW4fW/ehYjcMO2kErM876klZWVzVep8OPim3zhFw4+x22qGTFtmCcrnTsdFdMsjvBnhkiGfDcg//nyCO5XyOOp9xGSdMDaHb+JxPVPglKWm5D6H/BVBLBwiGkm+LkQ0AAKUaAABQSwECFAAUAAgICAAAACFcAAAAAAIAAAAAAAAACQAEAAAAAAAAAAAAAAAAAAAATUVUQS1JTkYv/soAAFBLAQIUABQACAgIAAAAIVxXKHXhXgAAAHsAAAAUAAAAAAAAAAAAAAAAAD0AAABNRVRBLUlORi9NQU5JRkVTVC5NRlBLAQIKAAoAAAgAAAAAIVwAAAAAAAAAAAAAAAAJAAAAAAAAAAAAAAAAAN0AAABwZXJmZ2F0ZS9QSwECFAAUAAgICAAAACFchpJvi5ENAAClGgAAGAAAAAAAAAAAAAAAAAAEAQAAcGVyZmdhdGUvV29ya0FnZW50LmNsYXNzUEsFBgAAAAAEAAQA+gAAANsOAAAAAA==";

// src/work/agent.ts
var WORK_AGENT_PATH = "/perf-gate/work-agent.jar";
async function workAgentBoot(exclude = []) {
  const port = await getPorts({ host: "127.0.0.1", exclude });
  return {
    port,
    jvmOptions: [`-javaagent:${WORK_AGENT_PATH}=${port}`],
    files: [{ content: Buffer.from(WORK_AGENT_JAR_BASE64, "base64"), target: WORK_AGENT_PATH }]
  };
}
var field = (text2) => text2 === void 0 || text2 === "-1" ? void 0 : Number(text2);
function parseAgentAnswer(text2) {
  const line = text2.trim();
  if (/^unsupported(?: -?\d+){0,5}$/u.test(line)) {
    throw new Error("this JVM does not count allocated bytes per thread");
  }
  const match = /^(\d+)(?: (-1|\d+)(?: (-1|\d+)(?: (-1|\d+) (-1|\d+)(?: (-1|\d+))?)?)?)?$/u.exec(
    line
  );
  if (!match) throw new Error(`unexpected answer from the work agent: ${line}`);
  const counters = { allocatedBytes: Number(match[1]) };
  const threadCpuNanos = field(match[2]);
  const compileMs = field(match[3]);
  const agentCpuNanos = field(match[4]);
  const agentAllocatedBytes = field(match[5]);
  const gcPauseMs = field(match[6]);
  if (threadCpuNanos !== void 0) counters.threadCpuNanos = threadCpuNanos;
  if (compileMs !== void 0) counters.compileMs = compileMs;
  if (agentCpuNanos !== void 0) counters.agentCpuNanos = agentCpuNanos;
  if (agentAllocatedBytes !== void 0) counters.agentAllocatedBytes = agentAllocatedBytes;
  if (gcPauseMs !== void 0) counters.gcPauseMs = gcPauseMs;
  return counters;
}
function readAgentCounters(port, timeoutMs = 2e3) {
  return new Promise((resolve2, reject) => {
    let text2 = "";
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(
      timeoutMs,
      () => socket.destroy(new Error(`the work agent on port ${port} did not answer`))
    );
    socket.on("data", (chunk) => text2 += chunk.toString("ascii"));
    socket.on(
      "error",
      (error) => reject(new Error(`the work agent on port ${port}: ${error.message}`))
    );
    socket.on("end", () => {
      try {
        resolve2(parseAgentAnswer(text2));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

// src/lab/steady.ts
function compiledEnough(jitMs, rule) {
  return jitMs <= rule.jitShare * rule.stepMs;
}
function latencySettled(history, rule) {
  if (history.length < rule.windows) return false;
  const recent = history.slice(-rule.windows);
  if (recent.some((w) => w.droppedIterations > 0 || !Number.isFinite(w.p50Ms))) return false;
  const medians = recent.map((w) => w.p50Ms);
  const low = Math.min(...medians);
  const high = Math.max(...medians);
  return high - low <= Math.max(rule.tolerance * low, rule.floorMs);
}
function isSteady(history, rule) {
  if (!latencySettled(history, rule)) return false;
  const recent = history.slice(-rule.windows);
  return !recent.some((w) => w.jitMs !== void 0 && !compiledEnough(w.jitMs, rule));
}
async function warmUpUntilSteady(drive, options) {
  const now = options.now ?? Date.now;
  const started = now();
  const history = [];
  const maxWindows = Math.max(
    options.rule.windows,
    Math.floor(options.maxMs / options.rule.stepMs)
  );
  let steady = false;
  while (!steady && history.length < maxWindows) {
    history.push(await drive());
    steady = isSteady(history, options.rule);
  }
  const jitMs = history.map((w) => w.jitMs);
  return {
    steady,
    durationMs: now() - started,
    p95Ms: history.map((w) => w.p95Ms),
    p50Ms: history.map((w) => w.p50Ms),
    ...steady ? {} : { latencySettled: latencySettled(history, options.rule) },
    ...jitMs.every((ms) => ms !== void 0) ? { jitMs } : {}
  };
}

// src/lab/warmup.ts
var COLD_RAMP = [0.25, 0.5, 1];
var FULL_RATE = [1];
async function jitMsOf(app) {
  if (app.workAgentPort === void 0) return void 0;
  try {
    return (await readAgentCounters(app.workAgentPort)).compileMs;
  } catch {
    return void 0;
  }
}
var SAMPLER_WARM_UP_PAUSE_MS = 100;
function warmSamplerPaths(app) {
  const reader = new AppReader(app.managementBaseUrl, 5e3);
  let running = true;
  let reads = 0;
  const loop = (async () => {
    while (running) {
      if (await reader.read() === void 0) return;
      reads++;
      await new Promise((resolve2) => setTimeout(resolve2, SAMPLER_WARM_UP_PAUSE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return reads;
    }
  };
}
async function warmUpApp(o) {
  const { config, scenario, app } = o;
  const started = Date.now();
  const k6 = (rate, durationMs, label) => ({
    ...k6Options(config, scenario, app.baseUrl, rate, app.instanceUrls),
    ...o.vus ?? {},
    scope: o.scope,
    durationMs,
    label
  });
  const database = o.database;
  const drive = async (rate, durationMs, label) => {
    if (!database || rate !== (o.steadyRate ?? o.rate))
      return o.generator.run(k6(rate, durationMs, label));
    const { run, requests } = await runWithTelemetry({
      generator: o.generator,
      k6: k6(rate, durationMs, label),
      app,
      database,
      label: { scenario: scenario.name, side: "pr", round: 0 }
    });
    return requests ? { ...run, requests } : run;
  };
  const sampler = database && o.untilSteady ? warmSamplerPaths(app) : void 0;
  let boostJitMs;
  let managementReads;
  try {
    boostJitMs = await rampAndBoost(o, drive);
  } finally {
    managementReads = await sampler?.stop();
  }
  if (!o.untilSteady) return void 0;
  const { warmup } = config;
  const checkWindows = budgetWindows(warmup) - (boostJitMs?.length ?? 0);
  const steadyRate = o.steadyRate ?? o.rate;
  const steady = await warmUpUntilSteady(
    async () => {
      const jitBefore = await jitMsOf(app);
      const run = await drive(steadyRate, warmup.stepMs, `${o.label} steady-state check`);
      const window = toWindowMeasurement(run.summary, {
        scenario: scenario.name,
        side: "pr",
        round: 0,
        targetRate: steadyRate,
        durationSec: warmup.stepMs / 1e3,
        maxVus: o.vus?.maxVus ?? scenario.maxVus,
        k6ExitCode: run.exitCode
      });
      withRequestEndpoints(window, run.requests);
      const jitAfter = await jitMsOf(app);
      const jitMs = jitBefore !== void 0 && jitAfter !== void 0 ? jitAfter - jitBefore : void 0;
      return {
        p50Ms: window.http.latency.p50,
        p95Ms: window.http.latency.p95,
        droppedIterations: window.droppedIterations,
        ...jitMs === void 0 ? {} : { jitMs }
      };
    },
    {
      rule: {
        windows: warmup.windows,
        tolerance: warmup.tolerance,
        floorMs: 1,
        jitShare: warmup.jitShare,
        stepMs: warmup.stepMs
      },
      maxMs: checkWindows * warmup.stepMs
    }
  );
  const medians = (steady.p50Ms ?? []).map((p50) => p50.toFixed(1)).join(" \u2192 ");
  const jit = steady.jitMs ? `; JIT ${steady.jitMs.join(" \u2192 ")} ms per window` : "";
  const reads = managementReads ? `; ${managementReads} management reads before` : "";
  o.progress(
    `${o.label}: ${steady.steady ? "steady" : `not steady within the ${warmup.maxMs / 1e3} s budget`} in ${(steady.durationMs / 1e3).toFixed(0)} s (median ${medians} ms${jit}${reads})`
  );
  return {
    ...steady,
    durationMs: Date.now() - started,
    ...boostJitMs && boostJitMs.length > 0 ? { boostJitMs } : {},
    ...managementReads ? { managementReads } : {}
  };
}
function budgetWindows(warmup) {
  return Math.max(warmup.windows, Math.floor(warmup.maxMs / warmup.stepMs));
}
async function rampAndBoost(o, drive) {
  if (o.durationMs > 0) {
    const ramped = o.ramp.length > 1;
    o.progress(
      `${o.label}: warm-up ${o.durationMs / 1e3} s ${ramped ? "up to" : "at"} ${o.rate}/s`
    );
    const stepMs = Math.max(1e3, Math.round(o.durationMs / o.ramp.length / 1e3) * 1e3);
    for (const share of o.ramp) {
      const rate = Math.max(1, Math.round(o.rate * share));
      await drive(rate, ramped ? stepMs : o.durationMs, `${o.label} warm-up at ${rate}/s`);
    }
  }
  const steadyRate = o.steadyRate ?? o.rate;
  if (!o.untilSteady || steadyRate >= o.rate) return void 0;
  return compileAtRaisedRate(o, drive);
}
async function compileAtRaisedRate(o, drive) {
  const { warmup } = o.config;
  const jitMs = [];
  const most = budgetWindows(warmup) - warmup.windows;
  let before = await jitMsOf(o.app);
  while (before !== void 0 && jitMs.length < most) {
    await drive(o.rate, warmup.stepMs, `${o.label} JIT check at ${o.rate}/s`);
    const after = await jitMsOf(o.app);
    if (after === void 0) break;
    jitMs.push(after - before);
    before = after;
    if (compiledEnough(jitMs.at(-1), warmup)) break;
  }
  if (jitMs.length > 0) {
    o.progress(
      `${o.label}: JIT at ${o.rate}/s ${jitMs.join(" \u2192 ")} ms per ${warmup.stepMs / 1e3} s window`
    );
  }
  return jitMs;
}

export {
  loadConfig,
  parseConfig,
  applyBasePolicy,
  registerSecret,
  registerRunnerSecrets,
  registerConfigSecrets,
  redactText,
  redactDeep,
  redactConfig,
  stageRecorder,
  errorRecord,
  interruptedRecord,
  writeTextFile,
  writeJsonFile,
  renderGuarded,
  writeOutputs,
  runAtEdge,
  counterTarget,
  openDatabaseCounters,
  sha256OfFile,
  bootConfiguredApp,
  diagnoseWindow,
  generatorSaturation,
  parsePrometheusText,
  openContainerStats,
  loadGeneratorFor,
  k6Options,
  measureAt,
  measureWindow,
  checkTools,
  appPaths,
  buildJar,
  builderFor,
  startLabDatabase,
  runnerInfo,
  inspectSide,
  comparisonOptions,
  TOOL_VERSION,
  runGate,
  workAgentBoot,
  readAgentCounters,
  COLD_RAMP,
  FULL_RATE,
  warmUpApp
};
