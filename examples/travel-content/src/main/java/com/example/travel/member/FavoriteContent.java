package com.example.travel.member;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;

/** A member's saved content. */
@Entity
@Table(name = "favorite_content")
public class FavoriteContent {

  @Id private Long id;

  @Column(name = "member_id", nullable = false)
  private Long memberId;

  @Column(name = "content_id", nullable = false)
  private Long contentId;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected FavoriteContent() {}

  public Long getId() {
    return id;
  }

  public Long getMemberId() {
    return memberId;
  }

  public Long getContentId() {
    return contentId;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
