CREATE TABLE IF NOT EXISTS note (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author VARCHAR(64) NOT NULL,
  title VARCHAR(200) NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  KEY ix_note_author (author, created_at)
) ENGINE = InnoDB;

CREATE TABLE IF NOT EXISTS note_tag (
  note_id BIGINT NOT NULL,
  tag VARCHAR(40) NOT NULL,
  PRIMARY KEY (note_id, tag),
  KEY ix_note_tag_tag (tag)
) ENGINE = InnoDB;
