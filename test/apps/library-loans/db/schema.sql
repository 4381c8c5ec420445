-- library-loans schema (MySQL 8 / MariaDB 10.11).
CREATE TABLE author (
  id BIGINT NOT NULL PRIMARY KEY,
  name VARCHAR(200) NOT NULL
);

CREATE TABLE book (
  id BIGINT NOT NULL PRIMARY KEY,
  isbn VARCHAR(20) NOT NULL UNIQUE,
  title VARCHAR(300) NOT NULL,
  author_id BIGINT NOT NULL,
  published_year INT NOT NULL,
  copies INT NOT NULL,
  CONSTRAINT fk_book_author FOREIGN KEY (author_id) REFERENCES author (id)
);
CREATE INDEX idx_book_author ON book (author_id, title);

CREATE TABLE member (
  id BIGINT NOT NULL PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  email VARCHAR(200) NOT NULL UNIQUE
);

CREATE TABLE loan (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  book_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  borrowed_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE NULL,
  CONSTRAINT fk_loan_book FOREIGN KEY (book_id) REFERENCES book (id),
  CONSTRAINT fk_loan_member FOREIGN KEY (member_id) REFERENCES member (id)
);
CREATE INDEX idx_loan_member ON loan (member_id, returned_on);
CREATE INDEX idx_loan_book ON loan (book_id, returned_on);
