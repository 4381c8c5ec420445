// Opening-hours traffic for library-loans: members look up books, browse an author's shelf, check
// what they have out and borrow now and then. URLs are grouped with k6's `name` tag, so
// /api/books/17 and /api/books/1803 count as one endpoint in the results.
//
//   k6 run -e BASE_URL=http://localhost:8080 perf/library.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const BOOKS = 2000;
const AUTHORS = 200;
const MEMBERS = 500;

export const options = {
  scenarios: {
    opening_hours: {
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
    'http_req_duration{name:GET /api/books/{id}}': ['p(95)<200'],
  },
};

const pick = (max) => 1 + Math.floor(Math.random() * max);

export default function () {
  const roll = Math.random();
  if (roll < 0.5) {
    const res = http.get(`${BASE_URL}/api/books/${pick(BOOKS)}`, {
      tags: { name: 'GET /api/books/{id}' },
    });
    check(res, { 'book found': (r) => r.status === 200 });
  } else if (roll < 0.7) {
    const res = http.get(`${BASE_URL}/api/authors/${pick(AUTHORS)}/books?size=10`, {
      tags: { name: 'GET /api/authors/{id}/books' },
    });
    check(res, { 'shelf listed': (r) => r.status === 200 });
  } else if (roll < 0.9) {
    const res = http.get(`${BASE_URL}/api/members/${pick(MEMBERS)}/loans`, {
      tags: { name: 'GET /api/members/{id}/loans' },
    });
    check(res, { 'loans listed': (r) => r.status === 200 });
  } else {
    const res = http.post(
      `${BASE_URL}/api/loans`,
      JSON.stringify({ memberId: pick(MEMBERS), bookId: pick(BOOKS) }),
      { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /api/loans' } },
    );
    check(res, { 'loan created': (r) => r.status === 201 });
  }
}
