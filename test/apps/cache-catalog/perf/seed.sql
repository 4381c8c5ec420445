-- 1,000 products in 5 categories, deterministic.
INSERT INTO product (id, name, category, price_cents)
WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
SELECT i, CONCAT('product ', i), ELT(1 + MOD(i, 5), 'tools', 'garden', 'kitchen', 'toys', 'books'), 100 + MOD(i * 37, 9900)
FROM n;
