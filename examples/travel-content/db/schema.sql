-- Schema of the travel-content example (MySQL 8.4 and MariaDB 10.11).
-- Hibernate validates its mapping against these tables at boot (ddl-auto: validate).

CREATE TABLE content (
  id            BIGINT       NOT NULL AUTO_INCREMENT,
  title         VARCHAR(200) NOT NULL,
  region        VARCHAR(50)  NOT NULL,
  summary       VARCHAR(1000) NOT NULL,
  thumbnail_url VARCHAR(300) NOT NULL,
  created_at    DATETIME(6)  NOT NULL,
  PRIMARY KEY (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE place_category (
  id         BIGINT       NOT NULL AUTO_INCREMENT,
  group_name VARCHAR(50)  NOT NULL,
  name       VARCHAR(200) NOT NULL,
  PRIMARY KEY (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE place (
  id          BIGINT       NOT NULL AUTO_INCREMENT,
  content_id  BIGINT       NOT NULL,
  category_id BIGINT       NOT NULL,
  name        VARCHAR(200) NOT NULL,
  address     VARCHAR(300) NOT NULL,
  latitude    DOUBLE       NOT NULL,
  longitude   DOUBLE       NOT NULL,
  visit_order INT          NOT NULL,
  PRIMARY KEY (id),
  KEY idx_place_content (content_id, visit_order),
  KEY idx_place_category (category_id),
  CONSTRAINT fk_place_content FOREIGN KEY (content_id) REFERENCES content (id),
  CONSTRAINT fk_place_category FOREIGN KEY (category_id) REFERENCES place_category (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE member (
  id            BIGINT       NOT NULL AUTO_INCREMENT,
  device_fid    VARCHAR(64)  NOT NULL,
  email         VARCHAR(100) NOT NULL,
  password_hash VARCHAR(60)  NOT NULL,
  nickname      VARCHAR(50)  NOT NULL,
  created_at    DATETIME(6)  NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_member_device_fid (device_fid),
  UNIQUE KEY uk_member_email (email)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE favorite_content (
  id         BIGINT      NOT NULL AUTO_INCREMENT,
  member_id  BIGINT      NOT NULL,
  content_id BIGINT      NOT NULL,
  created_at DATETIME(6) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_favorite_content (member_id, content_id),
  KEY idx_favorite_content_content (content_id),
  CONSTRAINT fk_favorite_content_member FOREIGN KEY (member_id) REFERENCES member (id),
  CONSTRAINT fk_favorite_content_content FOREIGN KEY (content_id) REFERENCES content (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE favorite_place (
  id         BIGINT      NOT NULL AUTO_INCREMENT,
  member_id  BIGINT      NOT NULL,
  place_id   BIGINT      NOT NULL,
  created_at DATETIME(6) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_favorite_place (member_id, place_id),
  KEY idx_favorite_place_place (place_id),
  CONSTRAINT fk_favorite_place_member FOREIGN KEY (member_id) REFERENCES member (id),
  CONSTRAINT fk_favorite_place_place FOREIGN KEY (place_id) REFERENCES place (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
