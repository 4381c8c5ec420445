package org.citylib.catalog;

import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface BookRepository extends JpaRepository<Book, Long> {

    @Query("select b from Book b join fetch b.author where b.id = :id")
    Optional<Book> findWithAuthor(long id);

    List<Book> findByAuthorIdOrderByTitle(long authorId, Pageable page);
}
