// Browsing traffic for the storefront: every read endpoint in turn, one request per iteration
// (iteration i calls endpoint i % 11), ids spread deterministically over the seeded rows
// (perf/seed.sql). URLs are grouped with k6's `name` tag, so /api/products/17 and
// /api/products/1803 count as one endpoint in the results.
//
//   k6 run -e BASE_URL=http://localhost:8080 perf/storefront.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const PRODUCTS = 2000;
const CATEGORIES = 12;
const BRANDS = 40;
const STORES = 20;
const FIRST_WORDS = ['Trail', 'Harbor', 'Summit', 'Coastal', 'Alpine', 'Urban', 'Field', 'River'];
const SECOND_WORDS = ['Lantern', 'Backpack', 'Jacket', 'Boots', 'Tent', 'Bottle', 'Stove', 'Knife'];

export const options = {
  scenarios: {
    browsing: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 30),
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: 10,
      maxVUs: 60,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
  },
};

// 1..max, a different one each round (7919 is prime, so every id comes up), offset per VU.
const spread = (round, max) => 1 + ((round * 7919 + __VU * 389) % max);

const search = (round) => {
  const first = FIRST_WORDS[spread(round, FIRST_WORDS.length) - 1];
  const second = SECOND_WORDS[Math.floor(round / FIRST_WORDS.length) % SECOND_WORDS.length];
  return encodeURIComponent(`${first} ${second}`);
};

const REQUESTS = [
  ['GET /api/products/{id}', (r) => `/api/products/${spread(r, PRODUCTS)}`],
  ['GET /api/products', (r) => `/api/products?category=${spread(r, CATEGORIES)}&page=${r % 5}`],
  ['GET /api/search', (r) => `/api/search?q=${search(r)}`],
  ['GET /api/categories', () => '/api/categories'],
  ['GET /api/categories/{id}/products', (r) => `/api/categories/${spread(r, CATEGORIES)}/products`],
  ['GET /api/brands', () => '/api/brands'],
  ['GET /api/brands/{id}', (r) => `/api/brands/${spread(r, BRANDS)}`],
  ['GET /api/products/{id}/reviews', (r) => `/api/products/${spread(r, PRODUCTS)}/reviews`],
  ['GET /api/products/{id}/stock', (r) => `/api/products/${spread(r, PRODUCTS)}/stock`],
  ['GET /api/stores', () => '/api/stores'],
  ['GET /api/stores/{id}', (r) => `/api/stores/${spread(r, STORES)}`],
];

export default function () {
  const [name, path] = REQUESTS[__ITER % REQUESTS.length];
  const round = Math.floor(__ITER / REQUESTS.length);
  const res = http.get(`${BASE_URL}${path(round)}`, { tags: { name } });
  check(res, { 'status is 200': (r) => r.status === 200 });
}
