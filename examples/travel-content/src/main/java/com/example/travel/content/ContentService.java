package com.example.travel.content;

import com.example.travel.TravelProperties;
import com.example.travel.content.ContentViews.CategoryView;
import com.example.travel.content.ContentViews.ContentDetail;
import com.example.travel.content.ContentViews.ContentPage;
import com.example.travel.content.ContentViews.ContentPlaces;
import com.example.travel.content.ContentViews.ContentSummary;
import com.example.travel.content.ContentViews.FavoriteState;
import com.example.travel.content.ContentViews.PlaceView;
import com.example.travel.member.FavoriteContentRepository;
import com.example.travel.member.FavoritePlaceRepository;
import com.example.travel.member.MemberRepository;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

/** Reads and favorite writes for contents. */
@Service
@Transactional(readOnly = true)
public class ContentService {

  private final ContentRepository contents;
  private final PlaceRepository places;
  private final MemberRepository members;
  private final FavoriteContentRepository favoriteContents;
  private final FavoritePlaceRepository favoritePlaces;
  private final boolean nPlusOne;

  public ContentService(
      ContentRepository contents,
      PlaceRepository places,
      MemberRepository members,
      FavoriteContentRepository favoriteContents,
      FavoritePlaceRepository favoritePlaces,
      TravelProperties properties) {
    this.contents = contents;
    this.places = places;
    this.members = members;
    this.favoriteContents = favoriteContents;
    this.favoritePlaces = favoritePlaces;
    this.nPlusOne = properties.regression().nPlusOne();
  }

  public ContentDetail detail(long contentId, String deviceFid) {
    Content content = findContent(contentId);
    boolean favorited =
        memberId(deviceFid)
            .map(memberId -> favoriteContents.existsByMemberIdAndContentId(memberId, contentId))
            .orElse(false);
    return new ContentDetail(
        content.getId(),
        content.getTitle(),
        content.getRegion(),
        content.getSummary(),
        content.getThumbnailUrl(),
        places.countByContentId(contentId),
        favoriteContents.countByContentId(contentId),
        favorited);
  }

  public ContentPlaces places(long contentId, String deviceFid) {
    if (!contents.existsById(contentId)) {
      throw notFound(contentId);
    }
    // The regression switch: without the fetch join every distinct category is a lazy proxy that
    // Hibernate initialises with its own SELECT while the response is built, and the saved state
    // is asked place by place instead of in one IN query (the classic N+1, twice over).
    List<Place> found =
        nPlusOne
            ? places.findByContentIdOrderByVisitOrder(contentId)
            : places.findWithCategoryByContentId(contentId);
    Set<Long> saved = new HashSet<>();
    Optional<Long> memberId = memberId(deviceFid);
    if (memberId.isPresent() && !found.isEmpty()) {
      if (nPlusOne) {
        for (Place place : found) {
          if (favoritePlaces.existsByMemberIdAndPlaceId(memberId.get(), place.getId())) {
            saved.add(place.getId());
          }
        }
      } else {
        saved.addAll(
            favoritePlaces.findSavedPlaceIds(
                memberId.get(), found.stream().map(Place::getId).toList()));
      }
    }
    List<PlaceView> views =
        found.stream()
            .map(
                place ->
                    new PlaceView(
                        place.getId(),
                        place.getName(),
                        place.getAddress(),
                        place.getLatitude(),
                        place.getLongitude(),
                        place.getVisitOrder(),
                        new CategoryView(
                            place.getCategory().getId(),
                            place.getCategory().getGroupName(),
                            place.getCategory().getName()),
                        saved.contains(place.getId())))
            .toList();
    return new ContentPlaces(contentId, views);
  }

  public ContentPage list(int page, int size) {
    Page<Content> found = contents.findAll(PageRequest.of(page, size, Sort.by("id").descending()));
    List<ContentSummary> items =
        found.stream()
            .map(c -> new ContentSummary(c.getId(), c.getTitle(), c.getRegion(), c.getThumbnailUrl()))
            .toList();
    return new ContentPage(page, size, found.getTotalElements(), found.getTotalPages(), items);
  }

  @Transactional
  public FavoriteState addFavorite(long contentId, String deviceFid) {
    long memberId = requireMember(deviceFid);
    if (!contents.existsById(contentId)) {
      throw notFound(contentId);
    }
    favoriteContents.insertIfAbsent(memberId, contentId);
    return new FavoriteState(contentId, true, favoriteContents.countByContentId(contentId));
  }

  @Transactional
  public FavoriteState removeFavorite(long contentId, String deviceFid) {
    long memberId = requireMember(deviceFid);
    if (!contents.existsById(contentId)) {
      throw notFound(contentId);
    }
    favoriteContents.deleteByMemberAndContent(memberId, contentId);
    return new FavoriteState(contentId, false, favoriteContents.countByContentId(contentId));
  }

  private Content findContent(long contentId) {
    return contents.findById(contentId).orElseThrow(() -> notFound(contentId));
  }

  private Optional<Long> memberId(String deviceFid) {
    if (deviceFid == null || deviceFid.isBlank()) {
      return Optional.empty();
    }
    return members.findIdByDeviceFid(deviceFid);
  }

  private long requireMember(String deviceFid) {
    return memberId(deviceFid)
        .orElseThrow(
            () ->
                new ResponseStatusException(
                    HttpStatus.UNAUTHORIZED, "unknown or missing device-fid header"));
  }

  private static ResponseStatusException notFound(long contentId) {
    return new ResponseStatusException(HttpStatus.NOT_FOUND, "content " + contentId + " not found");
  }
}
