package com.harborgoods.storefront.catalog;

import com.harborgoods.storefront.catalog.CategoryRepository.Category;
import com.harborgoods.storefront.catalog.ProductRepository.ProductSummary;
import com.harborgoods.storefront.web.Endpoint;
import com.harborgoods.storefront.web.EndpointWork;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/categories")
public class CategoryController {

    /** A category page: the category and its cheapest products first. */
    public record CategoryProducts(Category category, List<ProductSummary> items) {}

    private final CategoryRepository categories;
    private final ProductRepository products;
    private final EndpointWork work;

    public CategoryController(CategoryRepository categories, ProductRepository products, EndpointWork work) {
        this.categories = categories;
        this.products = products;
        this.work = work;
    }

    @GetMapping
    public List<Category> categories() {
        return work.run(Endpoint.CATEGORIES, categories::all);
    }

    @GetMapping("/{id}/products")
    public CategoryProducts products(@PathVariable long id, @RequestParam(defaultValue = "20") int size) {
        int pageSize = Math.min(Math.max(size, 1), 100);
        return work.run(Endpoint.CATEGORY_PRODUCTS, () -> {
            Category category = categories.find(id)
                    .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no category " + id));
            return new CategoryProducts(category, products.cheapestIn(id, pageSize));
        });
    }
}
