import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortShape, statementKind, statementShape } from '../../../src/work/statements.js';

const fixtures = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/work/digest-texts.json'), 'utf8'),
) as { cases: Array<{ mariadb: string; mysql: string; raw: string; shape: string }> };

describe('statementShape', () => {
  it.each(fixtures.cases)('gives one shape for MariaDB, MySQL and raw text: $shape', (c) => {
    expect(statementShape(c.mariadb)).toBe(c.shape);
    expect(statementShape(c.mysql)).toBe(c.shape);
    expect(statementShape(c.raw)).toBe(c.shape);
  });

  it("reads Hibernate's statement and MySQL's digest of it as one shape", () => {
    const hibernate =
      'select p1_0.id,p1_0.name,c1_0.id from place p1_0 join place_category c1_0 on c1_0.id=p1_0.category_id where p1_0.content_id=? order by p1_0.visit_order';
    const digest =
      'SELECT `p1_0` . `id` , `p1_0` . `name` , `c1_0` . `id` FROM `place` `p1_0` JOIN `place_category` `c1_0` ON `c1_0` . `id` = `p1_0` . `category_id` WHERE `p1_0` . `content_id` = ? ORDER BY `p1_0` . `visit_order` ';
    const shape =
      'SELECT p1_0.id, p1_0.name, c1_0.id FROM place p1_0 JOIN place_category c1_0 ON c1_0.id = p1_0.category_id WHERE p1_0.content_id = ? ORDER BY p1_0.visit_order';
    expect(statementShape(hibernate)).toBe(shape);
    expect(statementShape(digest)).toBe(shape);
  });

  it('erases literals of every kind and the length of IN lists', () => {
    expect(statementShape("select * from t where a = -1.5e3 and b = 'it''s' and c = 0xFF")).toBe(
      'SELECT * FROM t WHERE a = - ? AND b = ? AND c = ?',
    );
    expect(statementShape('select * from t where id in (?, ?, ?)')).toBe(
      statementShape('select * from t where id in (7)'),
    );
    expect(statementShape('insert into t (a, b) values (?, ?), (?, ?)')).toBe(
      'INSERT INTO t(a, b) VALUES (...)',
    );
  });

  it('drops comments and collapses whitespace', () => {
    expect(statementShape('/* app:x */ SELECT\n\t a  FROM  t -- trailing\n')).toBe(
      'SELECT a FROM t',
    );
  });

  it('keeps a subquery (it is shape, not data)', () => {
    expect(statementShape('select a from t where id in (select id from u where x = 3)')).toBe(
      'SELECT a FROM t WHERE id IN (SELECT id FROM u WHERE x = ?)',
    );
  });
});

describe('statementKind', () => {
  it.each([
    ['SELECT a FROM t', 'select'],
    ['WITH x AS (SELECT ?) SELECT * FROM x', 'select'],
    ['INSERT IGNORE INTO t VALUES (...)', 'insert'],
    ['REPLACE INTO t VALUES (...)', 'insert'],
    ['UPDATE t SET a = ?', 'update'],
    ['DELETE FROM t WHERE id = ?', 'delete'],
    ['COMMIT', 'transaction'],
    ['SET autocommit = ?', 'transaction'],
    ['SET SESSION TRANSACTION READ ONLY', 'transaction'],
    ['SET NAMES ?', 'other'],
  ])('%s is %s', (shape, kind) => {
    expect(statementKind(shape)).toBe(kind);
  });
});

describe('shortShape', () => {
  it('replaces a long select list and cuts long text', () => {
    const shape =
      'SELECT c1_0.id, c1_0.group_name, c1_0.name FROM place_category c1_0 WHERE c1_0.id = ?';
    expect(shortShape(shape)).toBe('SELECT … FROM place_category c1_0 WHERE c1_0.id = ?');
    expect(shortShape('UPDATE t SET a = ? WHERE b = ?', 12)).toBe('UPDATE t SE…');
    expect(shortShape('SELECT a FROM t')).toBe('SELECT a FROM t');
  });
});
