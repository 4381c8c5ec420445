// Browse-and-buy load for flyway-shop: each iteration is one shopper action. Requests are grouped
// with k6's `name` tag so /api/products/17 and /api/products/923 count as one endpoint.
//
//   k6 run -e BASE_URL=http://localhost:8080 perf/shop.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const PRODUCTS = Number(__ENV.PRODUCTS || 2000);

export const options = {
  scenarios: {
    shoppers: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 20),
      timeUnit: '1s',
      duration: __ENV.DURATION || '30s',
      preAllocatedVUs: 10,
      maxVUs: 50,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<300'],
  },
};

function randomInt(max) {
  return 1 + Math.floor(Math.random() * max);
}

export default function () {
  const roll = Math.random();
  if (roll < 0.6) {
    const res = http.get(`${BASE_URL}/api/products/${randomInt(PRODUCTS)}`, {
      tags: { name: 'GET /api/products/{id}' },
    });
    check(res, { 'product 200': (r) => r.status === 200 });
  } else if (roll < 0.9) {
    const res = http.get(`${BASE_URL}/api/categories/${randomInt(20)}/products?size=20`, {
      tags: { name: 'GET /api/categories/{id}/products' },
    });
    check(res, { 'category 200': (r) => r.status === 200 });
  } else {
    const body = JSON.stringify({
      email: `shopper${__VU}@shop.test`,
      lines: [{ productId: randomInt(PRODUCTS), quantity: 1 }],
    });
    const res = http.post(`${BASE_URL}/api/orders`, body, {
      headers: { 'Content-Type': 'application/json' },
      tags: { name: 'POST /api/orders' },
    });
    check(res, { 'order 201': (r) => r.status === 201 });
  }
}
