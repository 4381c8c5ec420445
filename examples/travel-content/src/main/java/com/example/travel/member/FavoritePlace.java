package com.example.travel.member;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;

/** A member's saved place. */
@Entity
@Table(name = "favorite_place")
public class FavoritePlace {

  @Id private Long id;

  @Column(name = "member_id", nullable = false)
  private Long memberId;

  @Column(name = "place_id", nullable = false)
  private Long placeId;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected FavoritePlace() {}

  public Long getId() {
    return id;
  }

  public Long getMemberId() {
    return memberId;
  }

  public Long getPlaceId() {
    return placeId;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
