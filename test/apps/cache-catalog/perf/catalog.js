// Product pages (read through the Redis cache: 50 hot products) and a category list.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export default function () {
  const id = 1 + Math.floor(Math.random() * 50);
  const product = http.get(`${BASE_URL}/api/products/${id}`, {
    tags: { name: 'GET /api/products/{id}' },
  });
  check(product, { 'product 200': (r) => r.status === 200 });
  if (Math.random() < 0.2) {
    http.get(`${BASE_URL}/api/products?category=tools`, { tags: { name: 'GET /api/products' } });
  }
}
