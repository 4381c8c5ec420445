package org.example.catalog;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/products")
public class ProductController {
  private final ProductService products;

  public ProductController(ProductService products) {
    this.products = products;
  }

  @GetMapping("/{id}")
  public Product product(@PathVariable long id) {
    return products.product(id);
  }

  @GetMapping
  public List<Product> byCategory(@RequestParam(defaultValue = "tools") String category) {
    return products.byCategory(category);
  }
}
