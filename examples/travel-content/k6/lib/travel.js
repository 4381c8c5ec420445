// Shared pieces of the travel-content scenarios: reading and checking the -e variables, the
// open-model executor sizing, and one function per endpoint so that every request carries the same
// `endpoint` and `name` tags wherever it is sent from.
import http from 'k6/http';
import { check } from 'k6';

/** Trend statistics every scenario reports; the gate reads these keys from the summary. */
export const TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'];

/** BASE_URL without a trailing slash; it may carry a context path (http://127.0.0.1:8080/api). */
export function baseUrl() {
  const value = __ENV.BASE_URL;
  if (!value) {
    throw new Error('BASE_URL is required: k6 run -e BASE_URL=http://127.0.0.1:8080 <script>');
  }
  if (!/^https?:\/\/[^/]+/.test(value)) {
    throw new Error(
      `BASE_URL must be an http(s) URL such as http://127.0.0.1:8080 (got "${value}")`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** A positive number from -e NAME=..., or the fallback when unset. */
export function positiveNumber(name, fallback) {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  }
  return value;
}

/** A positive whole number from -e NAME=..., or the fallback when unset. */
export function positiveInt(name, fallback) {
  const value = positiveNumber(name, fallback);
  if (!Number.isInteger(value)) {
    throw new Error(`${name} must be a whole number (got "${__ENV[name]}")`);
  }
  return value;
}

/** A comma-separated list of positive numbers from -e NAME=..., or the fallback. */
export function positiveNumberList(name, fallback) {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((v) => !Number.isFinite(v) || v <= 0)) {
    throw new Error(`${name} must be a comma-separated list of positive numbers (got "${raw}")`);
  }
  return values;
}

/** A k6 duration ("45s", "2m", "1m30s", "500ms", "1h") from -e NAME=..., in milliseconds. */
export function durationMs(name, fallback) {
  const raw = __ENV[name] || fallback;
  const units = { ms: 1, s: 1000, m: 60000, h: 3600000 };
  let total = 0;
  let consumed = '';
  const pattern = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let match;
  while ((match = pattern.exec(raw)) !== null) {
    total += Number(match[1]) * units[match[2]];
    consumed += match[0];
  }
  if (consumed !== raw || total <= 0) {
    throw new Error(`${name} must be a k6 duration such as 30s, 2m or 1m30s (got "${raw}")`);
  }
  return total;
}

/**
 * k6 takes arrival rates as whole iterations per `timeUnit`. Whole rates per second stay as they
 * are; fractional ones (RATE=12.5, or a factor of it) are expressed per 1000 s, which k6 spreads
 * evenly just the same. Returns the time unit and a function converting a per-second rate.
 */
export function arrivalUnit(ratesPerSec) {
  if (ratesPerSec.every((r) => Number.isInteger(r))) {
    return { timeUnit: '1s', perUnit: (r) => r };
  }
  return { timeUnit: '1000s', perUnit: (r) => Math.round(r * 1000) };
}

/** Milliseconds as a k6 duration string. */
export function formatMs(ms) {
  return `${Math.max(1, Math.round(ms))}ms`;
}

/**
 * VUs for an open-model executor. A healthy iteration takes milliseconds, but a cold JVM, a GC pause
 * or a burst of BCrypt logins holds each VU for hundreds: VUs are pre-allocated for one second of
 * arrivals at the peak rate, because k6 drops iterations while it initialises VUs beyond that. The
 * ceiling leaves room for stalls before k6 drops iterations for good (the gate then reports the
 * generator as saturated rather than trusting the figures).
 */
export function vuLimits(peakRate) {
  const preAllocatedVUs = positiveInt('PRE_ALLOCATED_VUS', Math.max(20, Math.ceil(peakRate)));
  const maxVUs = positiveInt('MAX_VUS', Math.max(100, preAllocatedVUs, Math.ceil(peakRate * 4)));
  if (maxVUs < preAllocatedVUs) {
    throw new Error(`MAX_VUS (${maxVUs}) must be at least PRE_ALLOCATED_VUS (${preAllocatedVUs})`);
  }
  return { preAllocatedVUs, maxVUs };
}

/**
 * Thresholds on tagged sub-metrics make k6 report each of them in its summary (the summary lists
 * only sub-metrics that have a threshold). `max>=0` always holds: it asks for the figures without
 * setting a budget.
 */
export function reportSubMetrics(tag, values) {
  const thresholds = {};
  for (const value of values) {
    thresholds[`http_req_duration{${tag}:${value}}`] = ['max>=0'];
    thresholds[`http_reqs{${tag}:${value}}`] = ['count>=0'];
  }
  return thresholds;
}

/** Default thresholds: under 1 % failed requests and failed checks, p95 under P95_MS (500). */
export function defaultThresholds() {
  return {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    http_req_duration: [`p(95)<${positiveNumber('P95_MS', 500)}`],
  };
}

/** Data shape of the seeded database (db/seed.sql at @scale = 1 unless told otherwise). */
export function dataShape() {
  return {
    contentCount: positiveInt('CONTENT_COUNT', 3000),
    memberCount: positiveInt('MEMBER_COUNT', 3000),
    pageSize: positiveInt('PAGE_SIZE', 20),
    password: __ENV.MEMBER_PASSWORD || 'travel1234',
  };
}

/** A uniformly random whole number in [1, max]. */
export function randomId(max) {
  return 1 + Math.floor(Math.random() * max);
}

/** The weighted choice among `{ weight, ... }` entries. */
export function pickWeighted(entries) {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  let point = Math.random() * total;
  for (const entry of entries) {
    point -= entry.weight;
    if (point < 0) return entry;
  }
  return entries[entries.length - 1];
}

/** Every endpoint tag the client below can send. */
export const ENDPOINTS = {
  contentDetail: 'content-detail',
  contentPlaces: 'content-places',
  contentList: 'content-list',
  favoriteAdd: 'favorite-add',
  favoriteRemove: 'favorite-remove',
  login: 'login',
};

/** The app's endpoints; `extraTags` (e.g. a phase) are added to every request and check. */
export function travelClient(base) {
  const memberHeaders = (memberId) => ({ 'device-fid': `device-${memberId}` });
  const send = (method, url, body, params, endpoint, name, extraTags) => {
    const tags = Object.assign({ endpoint, name }, extraTags);
    const response = http.request(method, url, body, Object.assign({ tags }, params));
    check(response, { [`${endpoint} status 200`]: (r) => r.status === 200 }, tags);
    return response;
  };
  return {
    contentDetail(contentId, memberId, extraTags) {
      return send(
        'GET',
        `${base}/contents/${contentId}`,
        null,
        { headers: memberHeaders(memberId) },
        ENDPOINTS.contentDetail,
        '/contents/{id}',
        extraTags,
      );
    },
    contentPlaces(contentId, memberId, extraTags) {
      return send(
        'GET',
        `${base}/contents/${contentId}/places`,
        null,
        { headers: memberHeaders(memberId) },
        ENDPOINTS.contentPlaces,
        '/contents/{id}/places',
        extraTags,
      );
    },
    contentList(page, size, extraTags) {
      return send(
        'GET',
        `${base}/contents?page=${page}&size=${size}`,
        null,
        {},
        ENDPOINTS.contentList,
        '/contents',
        extraTags,
      );
    },
    favoriteAdd(contentId, memberId, extraTags) {
      return send(
        'POST',
        `${base}/contents/${contentId}/favorite`,
        null,
        { headers: memberHeaders(memberId) },
        ENDPOINTS.favoriteAdd,
        '/contents/{id}/favorite',
        extraTags,
      );
    },
    favoriteRemove(contentId, memberId, extraTags) {
      return send(
        'DELETE',
        `${base}/contents/${contentId}/favorite`,
        null,
        { headers: memberHeaders(memberId) },
        ENDPOINTS.favoriteRemove,
        '/contents/{id}/favorite',
        extraTags,
      );
    },
    login(memberId, password, extraTags) {
      const body = JSON.stringify({ email: `member${memberId}@travel.test`, password });
      return send(
        'POST',
        `${base}/auth/login`,
        body,
        { headers: { 'Content-Type': 'application/json' } },
        ENDPOINTS.login,
        '/auth/login',
        extraTags,
      );
    },
  };
}

/** The content view of seed 000: the places, then the content with its saved state. */
export function viewContent(client, contentId, memberId, extraTags) {
  client.contentPlaces(contentId, memberId, extraTags);
  client.contentDetail(contentId, memberId, extraTags);
}
