-- storefront schema (MySQL 8 / MariaDB 10.11).
CREATE TABLE category (
  id BIGINT NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL UNIQUE,
  slug VARCHAR(100) NOT NULL UNIQUE
);

CREATE TABLE brand (
  id BIGINT NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL UNIQUE,
  country CHAR(2) NOT NULL,
  founded_year INT NOT NULL
);

CREATE TABLE product (
  id BIGINT NOT NULL PRIMARY KEY,
  sku VARCHAR(20) NOT NULL UNIQUE,
  name VARCHAR(200) NOT NULL,
  description VARCHAR(1000) NOT NULL,
  category_id BIGINT NOT NULL,
  brand_id BIGINT NOT NULL,
  price_cents INT NOT NULL,
  added_on DATE NOT NULL,
  CONSTRAINT fk_product_category FOREIGN KEY (category_id) REFERENCES category (id),
  CONSTRAINT fk_product_brand FOREIGN KEY (brand_id) REFERENCES brand (id)
);
CREATE INDEX idx_product_category ON product (category_id, id);
CREATE INDEX idx_product_category_price ON product (category_id, price_cents);
CREATE INDEX idx_product_brand ON product (brand_id);
CREATE INDEX idx_product_name ON product (name);

CREATE TABLE review (
  id BIGINT NOT NULL PRIMARY KEY,
  product_id BIGINT NOT NULL,
  rating INT NOT NULL,
  author VARCHAR(100) NOT NULL,
  body VARCHAR(1000) NOT NULL,
  written_on DATE NOT NULL,
  CONSTRAINT fk_review_product FOREIGN KEY (product_id) REFERENCES product (id)
);
CREATE INDEX idx_review_product ON review (product_id, written_on);

CREATE TABLE store (
  id BIGINT NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  city VARCHAR(100) NOT NULL,
  opens_at TIME NOT NULL,
  closes_at TIME NOT NULL
);

CREATE TABLE stock (
  product_id BIGINT NOT NULL,
  store_id BIGINT NOT NULL,
  quantity INT NOT NULL,
  PRIMARY KEY (product_id, store_id),
  CONSTRAINT fk_stock_product FOREIGN KEY (product_id) REFERENCES product (id),
  CONSTRAINT fk_stock_store FOREIGN KEY (store_id) REFERENCES store (id)
);
CREATE INDEX idx_stock_store ON stock (store_id, product_id);
