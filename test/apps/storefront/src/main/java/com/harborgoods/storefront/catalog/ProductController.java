package com.harborgoods.storefront.catalog;

import com.harborgoods.storefront.catalog.ProductRepository.ProductDetail;
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
@RequestMapping("/api")
public class ProductController {

    public record ProductPage(Long category, int page, int size, List<ProductSummary> items) {}

    public record SearchResult(String query, int count, List<ProductSummary> items) {}

    private final ProductRepository products;
    private final EndpointWork work;

    public ProductController(ProductRepository products, EndpointWork work) {
        this.products = products;
        this.work = work;
    }

    @GetMapping("/products/{id}")
    public ProductDetail product(@PathVariable long id) {
        return work.run(Endpoint.PRODUCT, () -> products.find(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no product " + id)));
    }

    @GetMapping("/products")
    public ProductPage products(@RequestParam(required = false) Long category,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
        int pageNo = Math.max(page, 0);
        int pageSize = Math.min(Math.max(size, 1), 100);
        return work.run(Endpoint.PRODUCTS,
                () -> new ProductPage(category, pageNo, pageSize, products.page(category, pageNo, pageSize)));
    }

    @GetMapping("/search")
    public SearchResult search(@RequestParam String q, @RequestParam(defaultValue = "20") int size) {
        String query = q.strip();
        if (query.length() < 2) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "q needs at least 2 characters");
        }
        int pageSize = Math.min(Math.max(size, 1), 50);
        return work.run(Endpoint.SEARCH, () -> {
            List<ProductSummary> items = products.nameStartsWith(query, pageSize);
            return new SearchResult(query, items.size(), items);
        });
    }
}
