package com.example.travel.content;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** A stop of a content's itinerary. */
@Entity
@Table(name = "place")
public class Place {

  @Id private Long id;

  @Column(name = "content_id", nullable = false)
  private Long contentId;

  // Lazy on purpose: the places endpoint fetch-joins it, and the N+1 regression switch relies on
  // the lazy proxy being initialised one place at a time.
  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "category_id", nullable = false)
  private PlaceCategory category;

  @Column(nullable = false, length = 200)
  private String name;

  @Column(nullable = false, length = 300)
  private String address;

  @Column(nullable = false)
  private double latitude;

  @Column(nullable = false)
  private double longitude;

  @Column(name = "visit_order", nullable = false)
  private int visitOrder;

  protected Place() {}

  public Long getId() {
    return id;
  }

  public Long getContentId() {
    return contentId;
  }

  public PlaceCategory getCategory() {
    return category;
  }

  public String getName() {
    return name;
  }

  public String getAddress() {
    return address;
  }

  public double getLatitude() {
    return latitude;
  }

  public double getLongitude() {
    return longitude;
  }

  public int getVisitOrder() {
    return visitOrder;
  }
}
