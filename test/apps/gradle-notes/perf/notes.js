// A survey team's day with gradle-notes: reading notes, a tag's newest notes, now and then the list
// of tags. URLs are grouped with k6's `name` tag, so /api/notes/17 and /api/notes/2803 count as one
// endpoint in the results.
//
//   k6 run -e BASE_URL=http://localhost:8080 perf/notes.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const NOTES = 3000;
const TAGS = ['birds', 'soil', 'water', 'trees', 'insects', 'weather'];

export default function () {
  const roll = Math.random();
  if (roll < 0.6) {
    const id = 1 + Math.floor(Math.random() * NOTES);
    const res = http.get(`${BASE_URL}/api/notes/${id}`, { tags: { name: 'GET /api/notes/{id}' } });
    check(res, { 'note found': (r) => r.status === 200 });
  } else if (roll < 0.9) {
    const tag = TAGS[Math.floor(Math.random() * TAGS.length)];
    const res = http.get(`${BASE_URL}/api/notes?tag=${tag}`, { tags: { name: 'GET /api/notes' } });
    check(res, { 'tag listed': (r) => r.status === 200 });
  } else {
    const res = http.get(`${BASE_URL}/api/tags`, { tags: { name: 'GET /api/tags' } });
    check(res, { 'tags listed': (r) => r.status === 200 });
  }
}
