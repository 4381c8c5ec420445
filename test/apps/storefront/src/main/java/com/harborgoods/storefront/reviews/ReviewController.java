package com.harborgoods.storefront.reviews;

import com.harborgoods.storefront.reviews.ReviewRepository.Rating;
import com.harborgoods.storefront.reviews.ReviewRepository.Review;
import com.harborgoods.storefront.web.Endpoint;
import com.harborgoods.storefront.web.EndpointWork;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class ReviewController {

    public record ProductReviews(Rating rating, List<Review> latest) {}

    private final ReviewRepository reviews;
    private final EndpointWork work;

    public ReviewController(ReviewRepository reviews, EndpointWork work) {
        this.reviews = reviews;
        this.work = work;
    }

    @GetMapping("/api/products/{id}/reviews")
    public ProductReviews reviews(@PathVariable long id, @RequestParam(defaultValue = "10") int size) {
        int pageSize = Math.min(Math.max(size, 1), 50);
        return work.run(Endpoint.PRODUCT_REVIEWS, () -> {
            Rating rating = reviews.rating(id)
                    .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no product " + id));
            return new ProductReviews(rating, reviews.latest(id, pageSize));
        });
    }
}
