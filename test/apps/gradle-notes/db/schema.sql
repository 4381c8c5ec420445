-- gradle-notes schema (MySQL 8 / MariaDB 10.11).
CREATE TABLE note (
  id BIGINT NOT NULL PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  tag VARCHAR(40) NOT NULL,
  body VARCHAR(2000) NOT NULL,
  written_on DATE NOT NULL
);
CREATE INDEX idx_note_tag ON note (tag, written_on, id);
