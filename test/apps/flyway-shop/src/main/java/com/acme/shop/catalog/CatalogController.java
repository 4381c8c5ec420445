package com.acme.shop.catalog;

import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api")
public class CatalogController {

    private final ProductRepository products;
    private final CategoryRepository categories;

    public CatalogController(ProductRepository products, CategoryRepository categories) {
        this.products = products;
        this.categories = categories;
    }

    @GetMapping("/categories")
    public List<Category> categories() {
        return categories.findAll();
    }

    @GetMapping("/categories/{id}/products")
    @Transactional(readOnly = true)
    public List<ProductView> byCategory(
            @PathVariable long id,
            @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        return products.findByCategoryIdOrderByPriceCentsAsc(id, PageRequest.of(page, Math.min(size, 100)))
                .map(ProductView::of)
                .getContent();
    }

    @GetMapping("/products/{id}")
    @Transactional(readOnly = true)
    public ProductView product(@PathVariable long id) {
        return products.findWithCategoryById(id)
                .map(ProductView::of)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no product " + id));
    }
}
