package com.example.travel.content;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A fine-grained place category, as a map provider returns it ("Food > Cafe > Dessert cafe"). */
@Entity
@Table(name = "place_category")
public class PlaceCategory {

  @Id private Long id;

  @Column(name = "group_name", nullable = false, length = 50)
  private String groupName;

  @Column(nullable = false, length = 200)
  private String name;

  protected PlaceCategory() {}

  public Long getId() {
    return id;
  }

  public String getGroupName() {
    return groupName;
  }

  public String getName() {
    return name;
  }
}
