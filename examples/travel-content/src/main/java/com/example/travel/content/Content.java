package com.example.travel.content;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;

/** A curated travel story: a region, a summary and an ordered list of places. */
@Entity
@Table(name = "content")
public class Content {

  @Id private Long id;

  @Column(nullable = false, length = 200)
  private String title;

  @Column(nullable = false, length = 50)
  private String region;

  @Column(nullable = false, length = 1000)
  private String summary;

  @Column(name = "thumbnail_url", nullable = false, length = 300)
  private String thumbnailUrl;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected Content() {}

  public Long getId() {
    return id;
  }

  public String getTitle() {
    return title;
  }

  public String getRegion() {
    return region;
  }

  public String getSummary() {
    return summary;
  }

  public String getThumbnailUrl() {
    return thumbnailUrl;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
