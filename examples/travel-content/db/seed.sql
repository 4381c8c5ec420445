-- Generates the travel-content data set inside the database, in plain statements that run on
-- MySQL 8.4 and MariaDB 10.11 alike (no procedures, no DELIMITER, no engine-specific sequences).
--
-- Volumes at @scale = 1 (NULL counts as 1) follow the original load test of the app:
--   content 3,000 · place 51,000 (17 per content) · place_category 15,000 · member 3,000
--   favorite_content 60,000 (20 per member) · favorite_place 225,000 (75 per member)
-- Every count except the per-content/per-member ratios scales linearly; e.g. SET @scale = 0.1
-- gives 300 contents, 5,100 places and 300 members. The data is deterministic: the same scale
-- always yields the same rows, so runs of two branches see identical databases.
--
-- Every member's password is "travel1234" (stored as a BCrypt hash, cost 10);
-- member n has device_fid "device-n" and email "member<n>@travel.test".

SET @scale = COALESCE(@scale, 1.0);
SET @contents = GREATEST(1, ROUND(3000 * @scale));
SET @members = GREATEST(1, ROUND(3000 * @scale));
SET @categories = GREATEST(1, ROUND(15000 * @scale));
SET @places_per_content = 17;
SET @places = @contents * @places_per_content;
SET @favorite_contents_per_member = LEAST(20, @contents);
SET @favorite_places_per_member = LEAST(75, @places);
-- BCrypt (cost 10) of "travel1234"; one hash for every member keeps the load fast, and a login
-- still costs a full BCrypt verification.
SET @password_hash = '$2a$10$dnP6Ae331LzE4tsKKTLJpulDEPATmn7dlueH9iKvDPAekeiQChUk2';

-- Rows are inserted parents first, but checking each child row's parent costs a lookup per row
-- for nothing: the generator guarantees the references.
SET @saved_foreign_key_checks = @@SESSION.foreign_key_checks;
SET SESSION foreign_key_checks = 0;

-- A numbers table 1..N built from a digits table by cross joins: recursive CTEs would hit MySQL's
-- cte_max_recursion_depth (1,000), and a TEMPORARY table cannot be joined with itself in MySQL.
DROP TABLE IF EXISTS seed_number;
DROP TABLE IF EXISTS seed_digit;
CREATE TABLE seed_digit (d INT NOT NULL PRIMARY KEY) ENGINE = InnoDB;
INSERT INTO seed_digit (d) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);
CREATE TABLE seed_number (n INT NOT NULL PRIMARY KEY) ENGINE = InnoDB;
SET @numbers = GREATEST(@contents, @members, @categories, 100);
INSERT INTO seed_number (n)
SELECT 1 + d0.d + 10 * d1.d + 100 * d2.d + 1000 * d3.d + 10000 * d4.d + 100000 * d5.d
FROM seed_digit d0
CROSS JOIN seed_digit d1
CROSS JOIN seed_digit d2
CROSS JOIN seed_digit d3
CROSS JOIN seed_digit d4
CROSS JOIN seed_digit d5
WHERE d0.d + 10 * d1.d + 100 * d2.d + 1000 * d3.d + 10000 * d4.d + 100000 * d5.d < @numbers;

INSERT INTO content (id, title, region, summary, thumbnail_url, created_at)
SELECT n,
       CONCAT(ELT(1 + n % 8, 'A weekend in', 'Slow days in', 'Eating through', 'Three days in',
                  'Hidden corners of', 'A rainy day in', 'Night walks in', 'Family trip to'),
              ' ', region, ' #', n),
       region,
       CONCAT('Day trips, local food and quiet spots around ', region,
              ', seventeen stops picked and checked by the editors. Story ', n, '.'),
       CONCAT('https://cdn.travel.test/contents/', n, '/cover.jpg'),
       DATE_ADD('2025-01-01 09:00:00', INTERVAL n * 37 MINUTE)
FROM (SELECT n,
             ELT(1 + n % 17, 'Seoul', 'Busan', 'Jeju', 'Gangneung', 'Gyeongju', 'Jeonju', 'Yeosu',
                 'Sokcho', 'Incheon', 'Daegu', 'Gwangju', 'Daejeon', 'Tongyeong', 'Andong',
                 'Suwon', 'Chuncheon', 'Pohang') AS region
      FROM seed_number
      WHERE n <= @contents) AS numbered;

INSERT INTO place_category (id, group_name, name)
SELECT n,
       group_name,
       CONCAT(group_name, ' > ',
              ELT(1 + FLOOR(n / 10) % 12, 'Local favourite', 'Traditional', 'Modern', 'Seaside',
                  'Rooftop', 'Family friendly', 'Pet friendly', 'Late night', 'Market',
                  'Signature', 'Vegetarian', 'Budget'),
              ' > ', n)
FROM (SELECT n,
             ELT(1 + n % 10, 'Food', 'Cafe', 'Sights', 'Stay', 'Shopping', 'Nature', 'Culture',
                 'Nightlife', 'Activity', 'Transport') AS group_name
      FROM seed_number
      WHERE n <= @categories) AS numbered;

-- Place ids are contiguous per content: content c owns places (c-1)*17+1 .. c*17, in visit order.
INSERT INTO place (id, content_id, category_id, name, address, latitude, longitude, visit_order)
SELECT (c.n - 1) * @places_per_content + v.n,
       c.n,
       1 + (((c.n - 1) * @places_per_content + v.n) * 7919) % @categories,
       CONCAT(ELT(1 + ((c.n - 1) * @places_per_content + v.n) % 9, 'Harbor', 'Hanok', 'Market',
                  'Garden', 'Bakery', 'Museum', 'Trail', 'Noodle house', 'Gallery'),
              ' ', (c.n - 1) * @places_per_content + v.n),
       CONCAT(1 + (c.n * 31 + v.n) % 300, ' ',
              ELT(1 + v.n % 6, 'Haean', 'Jungang', 'Sejong', 'Hanbit', 'Dongmun', 'Seomun'),
              '-ro'),
       33.1 + (((c.n - 1) * @places_per_content + v.n) * 37 % 5400) / 1000,
       126.1 + (((c.n - 1) * @places_per_content + v.n) * 53 % 3400) / 1000,
       v.n
FROM seed_number c
JOIN seed_number v ON v.n <= @places_per_content
WHERE c.n <= @contents;

INSERT INTO member (id, device_fid, email, password_hash, nickname, created_at)
SELECT n,
       CONCAT('device-', n),
       CONCAT('member', n, '@travel.test'),
       @password_hash,
       CONCAT('traveler', n),
       DATE_ADD('2025-01-01 00:00:00', INTERVAL n * 11 MINUTE)
FROM seed_number
WHERE n <= @members;

-- Member m saved contents m*37 .. m*37+19 (mod the content count): distinct per member, and
-- every content is saved by about 20 members.
INSERT INTO favorite_content (member_id, content_id, created_at)
SELECT m.n,
       1 + (m.n * 37 + f.n - 1) % @contents,
       DATE_ADD('2025-03-01 00:00:00', INTERVAL m.n * 7 + f.n MINUTE)
FROM seed_number m
JOIN seed_number f ON f.n <= @favorite_contents_per_member
WHERE m.n <= @members;

-- Member m saved 75 consecutive places starting at m*211 (mod the place count).
INSERT INTO favorite_place (member_id, place_id, created_at)
SELECT m.n,
       1 + (m.n * 211 + f.n - 1) % @places,
       DATE_ADD('2025-03-01 00:00:00', INTERVAL m.n * 5 + f.n MINUTE)
FROM seed_number m
JOIN seed_number f ON f.n <= @favorite_places_per_member
WHERE m.n <= @members;

DROP TABLE seed_number;
DROP TABLE seed_digit;
SET SESSION foreign_key_checks = @saved_foreign_key_checks;

-- Fresh index statistics now, so the first measured request gets the same plans as the last.
ANALYZE TABLE content, place_category, place, member, favorite_content, favorite_place;
