-- Load-test data for storefront: 12 categories, 40 brands, 2,000 products, 8,000 reviews (4 per
-- product), 20 stores and 8,000 stock rows (each product in 4 stores). Deterministic: the same
-- script always gives the same rows. Plain tables for the numbers (MySQL cannot open a TEMPORARY
-- table twice in one query), dropped at the end.
CREATE TABLE seed_digit (d INT NOT NULL PRIMARY KEY);
INSERT INTO seed_digit (d) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);
CREATE TABLE seed_number (n INT NOT NULL PRIMARY KEY);
INSERT INTO seed_number (n)
SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d
FROM seed_digit a, seed_digit b, seed_digit c, seed_digit e;

INSERT INTO category (id, name, slug)
SELECT n, ELT(n, 'Camping', 'Hiking', 'Climbing', 'Cycling', 'Running', 'Water Sports', 'Fishing',
              'Winter Sports', 'Travel', 'Footwear', 'Clothing', 'Electronics'),
       ELT(n, 'camping', 'hiking', 'climbing', 'cycling', 'running', 'water-sports', 'fishing',
              'winter-sports', 'travel', 'footwear', 'clothing', 'electronics')
FROM seed_number WHERE n <= 12;

INSERT INTO brand (id, name, country, founded_year)
SELECT n, CONCAT(ELT(1 + MOD(n, 8), 'North', 'Pine', 'Granite', 'Tide', 'Ember', 'Cedar', 'Falcon', 'Drift'),
                 ELT(1 + MOD(n DIV 8, 5), 'works', ' Outfitters', ' & Co', ' Gear', 'line')),
       ELT(1 + MOD(n, 6), 'US', 'DE', 'SE', 'NO', 'CA', 'JP'), 1950 + MOD(n * 17, 70)
FROM seed_number WHERE n <= 40;

INSERT INTO product (id, sku, name, description, category_id, brand_id, price_cents, added_on)
SELECT n, CONCAT('HG-', LPAD(n, 6, '0')),
       CONCAT(ELT(1 + MOD(n, 8), 'Trail', 'Harbor', 'Summit', 'Coastal', 'Alpine', 'Urban', 'Field', 'River'),
              ' ', ELT(1 + MOD(n DIV 8, 10), 'Lantern', 'Backpack', 'Jacket', 'Boots', 'Tent', 'Bottle',
                       'Stove', 'Knife', 'Hammock', 'Compass'), ' ', n),
       CONCAT('Built for long days outside: light, tough and easy to repair. Model ', n,
              ', tested in all seasons and backed by a five-year warranty.'),
       1 + MOD(n, 12), 1 + MOD(n * 7, 40), 499 + MOD(n * 37, 30000),
       DATE '2024-01-01' + INTERVAL MOD(n * 11, 700) DAY
FROM seed_number WHERE n <= 2000;

INSERT INTO review (id, product_id, rating, author, body, written_on)
SELECT n, 1 + MOD(n - 1, 2000), 5 - MOD(n * 7, 10) DIV 3,
       CONCAT('Customer ', 1 + MOD(n * 13, 900)),
       ELT(1 + MOD(n, 4), 'Does what it says, and it survived a wet week in the hills.',
           'Good value. The straps could be longer.',
           'Bought a second one for my partner after the first trip.',
           'Fine, but heavier than the listing suggests.'),
       DATE '2025-01-01' + INTERVAL MOD(n * 3, 365) DAY
FROM seed_number WHERE n <= 8000;

INSERT INTO store (id, name, city, opens_at, closes_at)
SELECT n, CONCAT('Harbor Goods ', ELT(n, 'Portland', 'Seattle', 'Denver', 'Boulder', 'Boise', 'Austin',
                                       'Chicago', 'Boston', 'Burlington', 'Asheville', 'Atlanta', 'Tucson',
                                       'Reno', 'Bend', 'Missoula', 'Duluth', 'Madison', 'Halifax',
                                       'Vancouver', 'Calgary')),
       ELT(n, 'Portland', 'Seattle', 'Denver', 'Boulder', 'Boise', 'Austin', 'Chicago', 'Boston',
           'Burlington', 'Asheville', 'Atlanta', 'Tucson', 'Reno', 'Bend', 'Missoula', 'Duluth',
           'Madison', 'Halifax', 'Vancouver', 'Calgary'),
       MAKETIME(8 + MOD(n, 3), 0, 0), MAKETIME(18 + MOD(n, 4), 0, 0)
FROM seed_number WHERE n <= 20;

-- Row n: product 1 + (n - 1) mod 2000 in store 1 + (product + 5k) mod 20, k = 0..3.
INSERT INTO stock (product_id, store_id, quantity)
SELECT 1 + MOD(n - 1, 2000), 1 + MOD(1 + MOD(n - 1, 2000) + 5 * ((n - 1) DIV 2000), 20), MOD(n * 17, 60)
FROM seed_number WHERE n <= 8000;

DROP TABLE seed_number;
DROP TABLE seed_digit;
