-- Load-test data for flyway-shop. The tables come from the Flyway migrations the app applies at
-- startup (src/main/resources/db/migration), so this script runs once the app has booted.
-- Volumes at @products = 2000: 20 categories, 2,000 products (100 per category), 200 orders.
-- Deterministic: the same variables always give the same rows.
SET @products = COALESCE(@products, 2000);
SET @categories = 20;

CREATE TEMPORARY TABLE seed_digit (d INT NOT NULL PRIMARY KEY);
INSERT INTO seed_digit (d) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);
CREATE TABLE seed_number (n INT NOT NULL PRIMARY KEY);
INSERT INTO seed_number (n)
SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d
FROM seed_digit a, seed_digit b, seed_digit c, seed_digit e;

INSERT INTO category (id, name)
SELECT n, CONCAT('category-', n) FROM seed_number WHERE n <= @categories;

INSERT INTO product (id, sku, name, category_id, price_cents, stock)
SELECT n, CONCAT('SKU-', LPAD(n, 6, '0')), CONCAT('Product ', n), 1 + MOD(n, @categories),
       100 + MOD(n * 7919, 50000), 1000000
FROM seed_number WHERE n <= @products;

INSERT INTO customer_order (id, customer_email, total_cents)
SELECT n, CONCAT('customer', n, '@shop.test'), 0 FROM seed_number WHERE n <= 200;

INSERT INTO order_line (order_id, product_id, quantity, price_cents)
SELECT o.n, 1 + MOD(o.n * 31, @products), 1, p.price_cents
FROM seed_number o JOIN product p ON p.id = 1 + MOD(o.n * 31, @products)
WHERE o.n <= 200;

UPDATE customer_order o
SET total_cents = (SELECT SUM(l.price_cents * l.quantity) FROM order_line l WHERE l.order_id = o.id);

DROP TABLE seed_number;
DROP TEMPORARY TABLE seed_digit;
