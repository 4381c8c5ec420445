CREATE TABLE product (
  id BIGINT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  category VARCHAR(40) NOT NULL,
  price_cents BIGINT NOT NULL,
  KEY product_category (category)
);
