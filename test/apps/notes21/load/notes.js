// notes21 load test. Requests carry k6's `name` tag so each route is one line in the results.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8081/notes-api';

export const options = {
  vus: 10,
  duration: '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:note}': ['p(95)<200'],
  },
};

const pick = (n) => Math.floor(Math.random() * n);

export default function () {
  const r = Math.random();
  let res;
  if (r < 0.5) {
    res = http.get(`${BASE_URL}/v1/notes/${1 + pick(5000)}`, { tags: { name: 'note' } });
  } else if (r < 0.75) {
    res = http.get(`${BASE_URL}/v1/authors/author${pick(50)}/notes?limit=20`, {
      tags: { name: 'notes-by-author' },
    });
  } else if (r < 0.95) {
    res = http.get(`${BASE_URL}/v1/tags/topic${pick(40)}/notes`, {
      tags: { name: 'notes-by-tag' },
    });
  } else {
    res = http.post(
      `${BASE_URL}/v1/notes`,
      JSON.stringify({
        author: `author${pick(50)}`,
        title: 'k6',
        body: 'written under load',
        tags: ['k6'],
      }),
      { headers: { 'Content-Type': 'application/json' }, tags: { name: 'create-note' } },
    );
  }
  check(res, { 'status is 2xx': (x) => x.status >= 200 && x.status < 300 });
}
