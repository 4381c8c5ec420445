-- Load-test data for library-loans: 200 authors, 2,000 books (10 per author), 500 members and
-- 1,500 loans (one in three still out). Deterministic: the same script always gives the same rows.
CREATE TEMPORARY TABLE seed_digit (d INT NOT NULL PRIMARY KEY);
INSERT INTO seed_digit (d) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);
CREATE TABLE seed_number (n INT NOT NULL PRIMARY KEY);
INSERT INTO seed_number (n)
SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d
FROM seed_digit a, seed_digit b, seed_digit c, seed_digit e;

INSERT INTO author (id, name) SELECT n, CONCAT('Author ', n) FROM seed_number WHERE n <= 200;

INSERT INTO book (id, isbn, title, author_id, published_year, copies)
SELECT n, CONCAT('978-0-', LPAD(n, 6, '0')), CONCAT('Book ', n), 1 + MOD(n, 200),
       1950 + MOD(n * 13, 75), 2 + MOD(n, 4)
FROM seed_number WHERE n <= 2000;

INSERT INTO member (id, name, email)
SELECT n, CONCAT('Member ', n), CONCAT('member', n, '@citylib.test') FROM seed_number WHERE n <= 500;

INSERT INTO loan (id, book_id, member_id, borrowed_on, due_on, returned_on)
SELECT n, 1 + MOD(n * 7, 2000), 1 + MOD(n, 500), DATE '2026-01-01' + INTERVAL MOD(n, 60) DAY,
       DATE '2026-01-22' + INTERVAL MOD(n, 60) DAY,
       CASE WHEN MOD(n, 3) = 0 THEN NULL ELSE DATE '2026-01-15' + INTERVAL MOD(n, 60) DAY END
FROM seed_number WHERE n <= 1500;

DROP TABLE seed_number;
