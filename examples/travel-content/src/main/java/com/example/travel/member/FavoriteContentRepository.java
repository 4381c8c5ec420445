package com.example.travel.member;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface FavoriteContentRepository extends JpaRepository<FavoriteContent, Long> {

  boolean existsByMemberIdAndContentId(Long memberId, Long contentId);

  long countByContentId(Long contentId);

  /**
   * Adds the favorite unless it exists. INSERT IGNORE (MySQL and MariaDB) keeps a double tap or two
   * concurrent requests from failing on the unique key; returns the number of rows inserted.
   */
  @Modifying
  @Query(
      value =
          "INSERT IGNORE INTO favorite_content (member_id, content_id, created_at)"
              + " VALUES (:memberId, :contentId, CURRENT_TIMESTAMP(6))",
      nativeQuery = true)
  int insertIfAbsent(@Param("memberId") Long memberId, @Param("contentId") Long contentId);

  /** Removes the favorite if present; returns the number of rows deleted. */
  @Modifying
  @Query("delete from FavoriteContent f where f.memberId = :memberId and f.contentId = :contentId")
  int deleteByMemberAndContent(
      @Param("memberId") Long memberId, @Param("contentId") Long contentId);
}
