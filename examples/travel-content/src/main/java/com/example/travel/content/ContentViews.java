package com.example.travel.content;

import java.util.List;

/** Response bodies of the content endpoints. */
public final class ContentViews {

  private ContentViews() {}

  /** {@code GET /contents/{id}}: the content and whether the calling member saved it. */
  public record ContentDetail(
      long id,
      String title,
      String region,
      String summary,
      String thumbnailUrl,
      long placeCount,
      long favoriteCount,
      boolean favorited) {}

  /** {@code GET /contents/{id}/places}. */
  public record ContentPlaces(long contentId, List<PlaceView> places) {}

  /** One place with its category; {@code favorited} is false without a known {@code device-fid}. */
  public record PlaceView(
      long id,
      String name,
      String address,
      double latitude,
      double longitude,
      int visitOrder,
      CategoryView category,
      boolean favorited) {}

  public record CategoryView(long id, String groupName, String name) {}

  /** One row of {@code GET /contents}. */
  public record ContentSummary(long id, String title, String region, String thumbnailUrl) {}

  /** A page of {@code GET /contents}; {@code page} is 0-based. */
  public record ContentPage(
      int page, int size, long totalElements, int totalPages, List<ContentSummary> items) {}

  /** {@code POST} / {@code DELETE /contents/{id}/favorite}. */
  public record FavoriteState(long contentId, boolean favorited, long favoriteCount) {}
}
