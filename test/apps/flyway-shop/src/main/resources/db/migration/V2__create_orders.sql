CREATE TABLE customer_order (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_email VARCHAR(200) NOT NULL,
  created_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  total_cents BIGINT NOT NULL
) ENGINE = InnoDB;

CREATE TABLE order_line (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  order_id BIGINT NOT NULL,
  product_id BIGINT NOT NULL,
  quantity INT NOT NULL,
  price_cents INT NOT NULL,
  CONSTRAINT fk_line_order FOREIGN KEY (order_id) REFERENCES customer_order (id),
  CONSTRAINT fk_line_product FOREIGN KEY (product_id) REFERENCES product (id)
) ENGINE = InnoDB;
