package com.example.travel.member;

import java.util.Collection;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface FavoritePlaceRepository extends JpaRepository<FavoritePlace, Long> {

  boolean existsByMemberIdAndPlaceId(Long memberId, Long placeId);

  /** Which of the given places the member saved, in one indexed lookup. */
  @Query(
      "select f.placeId from FavoritePlace f"
          + " where f.memberId = :memberId and f.placeId in :placeIds")
  List<Long> findSavedPlaceIds(
      @Param("memberId") Long memberId, @Param("placeIds") Collection<Long> placeIds);
}
