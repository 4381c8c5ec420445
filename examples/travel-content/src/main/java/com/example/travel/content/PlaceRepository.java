package com.example.travel.content;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface PlaceRepository extends JpaRepository<Place, Long> {

  /** Places of a content with their categories in one query. */
  @Query(
      "select p from Place p join fetch p.category"
          + " where p.contentId = :contentId order by p.visitOrder")
  List<Place> findWithCategoryByContentId(@Param("contentId") Long contentId);

  /** Places only; each category is a lazy proxy (used by the N+1 regression switch). */
  List<Place> findByContentIdOrderByVisitOrder(Long contentId);

  long countByContentId(Long contentId);
}
