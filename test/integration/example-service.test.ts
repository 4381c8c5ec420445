// The travel-content example, for real: the Maven wrapper builds it, the seed generator fills the
// stand-in database, the jar boots in a JRE container, and every endpoint answers with exactly what
// the seed put in the database. Also checks the N+1 regression switch issues the extra queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../../src/env/app.js';
import type { StartedDatabase } from '../../src/env/database.js';
import {
  buildExampleJar,
  callJson,
  expectedVolumes,
  memberPassword,
  ownContainers,
  requireExampleTools,
  startExampleApp,
  startExampleDatabase,
} from '../support/example.js';

const scale = 0.05;

interface ContentDetail {
  id: number;
  title: string;
  region: string;
  summary: string;
  thumbnailUrl: string;
  placeCount: number;
  favoriteCount: number;
  favorited: boolean;
}
interface PlaceView {
  id: number;
  name: string;
  visitOrder: number;
  latitude: number;
  category: { id: number; groupName: string; name: string };
  favorited: boolean;
}
interface ContentPlaces {
  contentId: number;
  places: PlaceView[];
}
interface ContentPage {
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  items: Array<{ id: number; title: string }>;
}

async function countRows(database: StartedDatabase, table: string): Promise<number> {
  const rows = await database.query<Array<{ total: number }>>(
    `SELECT COUNT(*) AS total FROM ${table}`,
  );
  return Number(rows[0]?.total);
}

describe('travel-content example service', () => {
  let database: StartedDatabase;
  let app: StartedApp;

  beforeAll(async () => {
    await requireExampleTools();
    const { buildMs } = await buildExampleJar();
    console.log(`example build: ${(buildMs / 1000).toFixed(1)} s`);
    database = await startExampleDatabase({ scale });
    app = await startExampleApp(database);
    console.log(
      `example seed at scale ${scale}: ${JSON.stringify(database.initMs)}; app healthy in ${(app.startupMs / 1000).toFixed(1)} s`,
    );
  });

  afterAll(async () => {
    await app?.stop();
    await database?.stop();
    expect(await ownContainers()).toEqual([]);
  });

  it('seeds the volumes db/seed.sql promises for the scale', async () => {
    const expected = expectedVolumes(scale);
    for (const [table, rows] of Object.entries(expected)) {
      expect(await countRows(database, table), table).toBe(rows);
    }
    // Each content owns 17 places in visit order 1..17.
    const orders = await database.query<Array<{ contents: number; min: number; max: number }>>(
      'SELECT COUNT(DISTINCT content_id) AS contents, MIN(visit_order) AS min, MAX(visit_order) AS max FROM place',
    );
    expect(orders[0]).toEqual({ contents: expected.content, min: 1, max: 17 });
  });

  it('GET /contents/{id} returns the content and whether the calling member saved it', async () => {
    const [saved] = await database.query<Array<{ memberId: number; contentId: number }>>(
      'SELECT member_id AS memberId, content_id AS contentId FROM favorite_content ORDER BY id LIMIT 1 OFFSET 37',
    );
    expect(saved).toBeDefined();
    const { memberId, contentId } = saved!;
    const [row] = await database.query<Array<Record<string, string>>>(
      `SELECT title, region, summary, thumbnail_url AS thumbnailUrl FROM content WHERE id = ${contentId}`,
    );
    const [counts] = await database.query<Array<{ places: number; favorites: number }>>(
      `SELECT (SELECT COUNT(*) FROM place WHERE content_id = ${contentId}) AS places,
              (SELECT COUNT(*) FROM favorite_content WHERE content_id = ${contentId}) AS favorites`,
    );
    const [stranger] = await database.query<Array<{ id: number }>>(
      `SELECT id FROM member WHERE id NOT IN (SELECT member_id FROM favorite_content WHERE content_id = ${contentId}) LIMIT 1`,
    );

    const asSaver = await callJson<ContentDetail>(`${app.baseUrl}/contents/${contentId}`, {
      headers: { 'device-fid': `device-${memberId}` },
    });
    expect(asSaver.status).toBe(200);
    expect(asSaver.body).toEqual({
      id: contentId,
      ...row,
      placeCount: Number(counts!.places),
      favoriteCount: Number(counts!.favorites),
      favorited: true,
    });

    const asStranger = await callJson<ContentDetail>(`${app.baseUrl}/contents/${contentId}`, {
      headers: { 'device-fid': `device-${stranger!.id}` },
    });
    expect(asStranger.body.favorited).toBe(false);
    const anonymous = await callJson<ContentDetail>(`${app.baseUrl}/contents/${contentId}`);
    expect(anonymous.body.favorited).toBe(false);

    expect((await callJson(`${app.baseUrl}/contents/987654`)).status).toBe(404);
  });

  it('GET /contents/{id}/places returns the places in visit order with categories and saved flags', async () => {
    // A member and a content where the member saved some, not all, of the places.
    const [pick] = await database.query<Array<{ memberId: number; contentId: number }>>(
      `SELECT fp.member_id AS memberId, p.content_id AS contentId
         FROM favorite_place fp JOIN place p ON p.id = fp.place_id
        GROUP BY fp.member_id, p.content_id
       HAVING COUNT(*) BETWEEN 1 AND 16
        ORDER BY fp.member_id LIMIT 1`,
    );
    expect(pick).toBeDefined();
    const { memberId, contentId } = pick!;
    const expected = await database.query<
      Array<{
        id: number;
        name: string;
        visitOrder: number;
        categoryId: number;
        groupName: string;
        categoryName: string;
        saved: number;
      }>
    >(
      `SELECT p.id, p.name, p.visit_order AS visitOrder, c.id AS categoryId, c.group_name AS groupName,
              c.name AS categoryName,
              EXISTS (SELECT 1 FROM favorite_place f WHERE f.member_id = ${memberId} AND f.place_id = p.id) AS saved
         FROM place p JOIN place_category c ON c.id = p.category_id
        WHERE p.content_id = ${contentId}
        ORDER BY p.visit_order`,
    );

    const response = await callJson<ContentPlaces>(`${app.baseUrl}/contents/${contentId}/places`, {
      headers: { 'device-fid': `device-${memberId}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.contentId).toBe(contentId);
    expect(response.body.places).toHaveLength(17);
    expect(
      response.body.places.map((p) => ({
        id: p.id,
        name: p.name,
        visitOrder: p.visitOrder,
        categoryId: p.category.id,
        groupName: p.category.groupName,
        categoryName: p.category.name,
        saved: p.favorited ? 1 : 0,
      })),
    ).toEqual(expected.map((e) => ({ ...e, saved: Number(e.saved) })));
    const savedCount = response.body.places.filter((p) => p.favorited).length;
    expect(savedCount).toBeGreaterThan(0);
    expect(savedCount).toBeLessThan(17);

    expect((await callJson(`${app.baseUrl}/contents/987654/places`)).status).toBe(404);
  });

  it('GET /contents pages through all contents, newest id first, and rejects a bad size', async () => {
    const total = expectedVolumes(scale).content;
    const page = await callJson<ContentPage>(`${app.baseUrl}/contents?page=2&size=7`);
    expect(page.status).toBe(200);
    const expectedIds = await database.query<Array<{ id: number }>>(
      'SELECT id FROM content ORDER BY id DESC LIMIT 7 OFFSET 14',
    );
    expect(page.body).toMatchObject({
      page: 2,
      size: 7,
      totalElements: total,
      totalPages: Math.ceil(total / 7),
    });
    expect(page.body.items.map((i) => i.id)).toEqual(expectedIds.map((r) => r.id));

    expect((await callJson(`${app.baseUrl}/contents?size=1000`)).status).toBe(400);
    expect((await callJson(`${app.baseUrl}/contents?page=-1`)).status).toBe(400);
  });

  it('POST and DELETE /contents/{id}/favorite write the favorite, idempotently', async () => {
    const [free] = await database.query<Array<{ memberId: number; contentId: number }>>(
      `SELECT m.id AS memberId, c.id AS contentId FROM member m CROSS JOIN content c
        WHERE NOT EXISTS (SELECT 1 FROM favorite_content f WHERE f.member_id = m.id AND f.content_id = c.id)
        ORDER BY m.id DESC, c.id LIMIT 1`,
    );
    const { memberId, contentId } = free!;
    const headers = { 'device-fid': `device-${memberId}` };
    const url = `${app.baseUrl}/contents/${contentId}/favorite`;
    const rowsFor = () =>
      countRows(
        database,
        `favorite_content WHERE member_id = ${memberId} AND content_id = ${contentId}`,
      );
    const before = await countRows(database, `favorite_content WHERE content_id = ${contentId}`);

    const added = await callJson(url, { method: 'POST', headers });
    expect(added).toEqual({
      status: 200,
      body: { contentId, favorited: true, favoriteCount: before + 1 },
    });
    expect(await rowsFor()).toBe(1);
    const again = await callJson(url, { method: 'POST', headers });
    expect(again.body).toEqual({ contentId, favorited: true, favoriteCount: before + 1 });
    expect(await rowsFor()).toBe(1);

    const removed = await callJson(url, { method: 'DELETE', headers });
    expect(removed).toEqual({
      status: 200,
      body: { contentId, favorited: false, favoriteCount: before },
    });
    expect(await rowsFor()).toBe(0);

    expect((await callJson(url, { method: 'POST' })).status).toBe(401);
    expect(
      (await callJson(url, { method: 'POST', headers: { 'device-fid': 'device-unknown' } })).status,
    ).toBe(401);
    expect(
      (await callJson(`${app.baseUrl}/contents/987654/favorite`, { method: 'POST', headers }))
        .status,
    ).toBe(404);
  });

  it('POST /auth/login verifies the BCrypt password and issues a token', async () => {
    const ok = await callJson<{ token: string; tokenType: string; memberId: number }>(
      `${app.baseUrl}/auth/login`,
      { method: 'POST', body: { email: 'member3@travel.test', password: memberPassword } },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.memberId).toBe(3);
    expect(ok.body.tokenType).toBe('Bearer');
    expect(ok.body.token).toMatch(/^3\.\d+\.[A-Za-z0-9_-]{43}$/);

    const wrong = await callJson(`${app.baseUrl}/auth/login`, {
      method: 'POST',
      body: { email: 'member3@travel.test', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    const unknown = await callJson(`${app.baseUrl}/auth/login`, {
      method: 'POST',
      body: { email: 'nobody@travel.test', password: memberPassword },
    });
    expect(unknown.status).toBe(401);
    const [hash] = await database.query<Array<{ hash: string }>>(
      'SELECT password_hash AS hash FROM member WHERE id = 3',
    );
    expect(hash!.hash).toMatch(/^\$2a\$10\$/);
  });

  it('exposes health, metrics and Prometheus with the pool and request series', async () => {
    const health = await callJson<{
      status: string;
      components: Record<string, { status: string }>;
    }>(app.healthUrl);
    expect(health.body.status).toBe('UP');
    expect(health.body.components.db?.status).toBe('UP');
    const prometheus = await (await fetch(`${app.managementBaseUrl}/prometheus`)).text();
    expect(prometheus).toMatch(/^hikaricp_connections_max\{.*pool="travel-pool".*\} 10\.0$/m);
    expect(prometheus).toMatch(
      /^http_server_requests_seconds_count\{.*uri="\/contents\/\{id\}".*\}/m,
    );
    const metrics = await callJson<{ names: string[] }>(`${app.managementBaseUrl}/metrics`);
    expect(metrics.body.names).toContain('tomcat.threads.config.max');
  });

  it('the N+1 switch loads each category and saved state with its own query, same response', async () => {
    const [pick] = await database.query<Array<{ contentId: number }>>(
      'SELECT MAX(id) AS contentId FROM content',
    );
    const contentId = pick!.contentId;
    // Com_select counts every SELECT the server runs, prepared or not (the app uses server-side
    // prepared statements; Com_stmt_execute would count each of those a second time).
    const statements = async (): Promise<number> => {
      const rows = await database.query<Array<{ Variable_name: string; Value: string }>>(
        "SHOW GLOBAL STATUS WHERE Variable_name = 'Com_select'",
      );
      return rows.reduce((sum, r) => sum + Number(r.Value), 0);
    };
    const queriesPerRequest = async (
      target: StartedApp,
    ): Promise<{ perRequest: number; body: string }> => {
      const url = `${target.baseUrl}/contents/${contentId}/places`;
      await fetch(url, { headers: { 'device-fid': 'device-1' } });
      const before = await statements();
      let body = '';
      for (let i = 0; i < 5; i++) {
        body = await (await fetch(url, { headers: { 'device-fid': 'device-1' } })).text();
      }
      return { perRequest: ((await statements()) - before) / 5, body };
    };

    const fetchJoin = await queriesPerRequest(app);
    await using nPlusOne = await startExampleApp(database, {
      TRAVEL_REGRESSION_N_PLUS_ONE: 'true',
    });
    const lazy = await queriesPerRequest(nPlusOne);
    console.log(
      `queries per /contents/{id}/places: fetch join ${fetchJoin.perRequest}, N+1 ${lazy.perRequest}`,
    );

    expect(lazy.body).toBe(fetchJoin.body);
    expect(fetchJoin.perRequest).toBeLessThanOrEqual(4);
    // 17 places: a SELECT for each one's category (the seed gives a content's places distinct
    // categories) and one for each one's saved state.
    expect(lazy.perRequest).toBeGreaterThanOrEqual(fetchJoin.perRequest + 30);
  });
});

describe('travel-content seed generator at the default scale', () => {
  beforeAll(async () => {
    await requireExampleTools();
  });

  it('loads the volumes of the original load test (@scale unset) in seconds', async () => {
    await using database = await startExampleDatabase();
    const seedMs = Object.entries(database.initMs).find(([file]) => file.endsWith('seed.sql'))?.[1];
    console.log(`example seed at the default scale: ${seedMs} ms`);
    expect(expectedVolumes(1)).toEqual({
      content: 3000,
      place: 51000,
      place_category: 15000,
      member: 3000,
      favorite_content: 60000,
      favorite_place: 225000,
    });
    for (const [table, rows] of Object.entries(expectedVolumes(1))) {
      expect(await countRows(database, table), table).toBe(rows);
    }
    // The generator drops its helper tables.
    const leftovers = await database.query<Array<{ n: number }>>(
      "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = 'travel' AND table_name LIKE 'seed_%'",
    );
    expect(Number(leftovers[0]?.n)).toBe(0);
    expect(seedMs).toBeLessThan(30_000);
  });
});
