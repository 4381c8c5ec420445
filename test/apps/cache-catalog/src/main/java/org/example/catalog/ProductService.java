package org.example.catalog;

import java.util.List;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.server.ResponseStatusException;

@Service
public class ProductService {
  private final JdbcTemplate jdbc;

  public ProductService(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  @Cacheable("products")
  public Product product(long id) {
    List<Product> found =
        jdbc.query(
            "SELECT id, name, category, price_cents FROM product WHERE id = ?",
            (rs, row) ->
                new Product(
                    rs.getLong("id"), rs.getString("name"), rs.getString("category"), rs.getLong("price_cents")),
            id);
    if (found.isEmpty()) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND, "product " + id + " not found");
    }
    return found.get(0);
  }

  public List<Product> byCategory(String category) {
    return jdbc.query(
        "SELECT id, name, category, price_cents FROM product WHERE category = ? ORDER BY id LIMIT 20",
        (rs, row) ->
            new Product(rs.getLong("id"), rs.getString("name"), rs.getString("category"), rs.getLong("price_cents")),
        category);
  }
}
