-- Load-test data for gradle-notes: 3,000 notes in 6 tags (500 each) over 300 days. Deterministic:
-- the same script always gives the same rows. Numbers from digits, not a recursive CTE: MySQL stops
-- recursion at 1,000 rows by default (cte_max_recursion_depth).
INSERT INTO note (id, title, tag, body, written_on)
WITH digit (d) AS (
  SELECT 0 UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4
  UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9
),
n (i) AS (SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d FROM digit a, digit b, digit c, digit e)
SELECT i, CONCAT('Note ', i), ELT(1 + MOD(i, 6), 'birds', 'soil', 'water', 'trees', 'insects', 'weather'),
       REPEAT(CONCAT('Observation ', i, '. '), 1 + MOD(i, 20)), DATE '2025-01-01' + INTERVAL MOD(i, 300) DAY
FROM n
WHERE i <= 3000;
