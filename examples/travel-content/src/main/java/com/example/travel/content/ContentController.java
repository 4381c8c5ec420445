package com.example.travel.content;

import com.example.travel.content.ContentViews.ContentDetail;
import com.example.travel.content.ContentViews.ContentPage;
import com.example.travel.content.ContentViews.ContentPlaces;
import com.example.travel.content.ContentViews.FavoriteState;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// Constraint annotations on parameters use Spring MVC's built-in method validation: a bad page or
// size answers 400, not a 500 from a ConstraintViolationException.
@RestController
@RequestMapping("/contents")
public class ContentController {

  /** The mobile app identifies the member by its Firebase installation id, sent on every call. */
  static final String DEVICE_FID = "device-fid";

  private final ContentService service;

  public ContentController(ContentService service) {
    this.service = service;
  }

  @GetMapping
  public ContentPage list(
      @RequestParam(defaultValue = "0") @Min(0) int page,
      @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
    return service.list(page, size);
  }

  @GetMapping("/{id}")
  public ContentDetail detail(
      @PathVariable long id, @RequestHeader(name = DEVICE_FID, required = false) String deviceFid) {
    return service.detail(id, deviceFid);
  }

  @GetMapping("/{id}/places")
  public ContentPlaces places(
      @PathVariable long id, @RequestHeader(name = DEVICE_FID, required = false) String deviceFid) {
    return service.places(id, deviceFid);
  }

  @PostMapping("/{id}/favorite")
  public FavoriteState addFavorite(
      @PathVariable long id, @RequestHeader(name = DEVICE_FID, required = false) String deviceFid) {
    return service.addFavorite(id, deviceFid);
  }

  @DeleteMapping("/{id}/favorite")
  public FavoriteState removeFavorite(
      @PathVariable long id, @RequestHeader(name = DEVICE_FID, required = false) String deviceFid) {
    return service.removeFavorite(id, deviceFid);
  }
}
