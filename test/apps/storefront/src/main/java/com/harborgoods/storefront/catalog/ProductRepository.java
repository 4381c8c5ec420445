package com.harborgoods.storefront.catalog;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class ProductRepository {

    public record ProductDetail(long id, String sku, String name, String description, int priceCents,
            LocalDate addedOn, long categoryId, String category, long brandId, String brand) {}

    public record ProductSummary(long id, String sku, String name, int priceCents) {}

    static final RowMapper<ProductSummary> SUMMARY = (rs, i) ->
            new ProductSummary(rs.getLong("id"), rs.getString("sku"), rs.getString("name"), rs.getInt("price_cents"));

    private static final RowMapper<ProductDetail> DETAIL = (rs, i) -> new ProductDetail(rs.getLong("id"),
            rs.getString("sku"), rs.getString("name"), rs.getString("description"), rs.getInt("price_cents"),
            rs.getObject("added_on", LocalDate.class), rs.getLong("category_id"), rs.getString("category"),
            rs.getLong("brand_id"), rs.getString("brand"));

    private final JdbcTemplate jdbc;

    public ProductRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<ProductDetail> find(long id) {
        return jdbc.query("""
                SELECT p.id, p.sku, p.name, p.description, p.price_cents, p.added_on,
                       c.id AS category_id, c.name AS category, b.id AS brand_id, b.name AS brand
                FROM product p JOIN category c ON c.id = p.category_id JOIN brand b ON b.id = p.brand_id
                WHERE p.id = ?""", DETAIL, id).stream().findFirst();
    }

    public List<ProductSummary> page(Long categoryId, int page, int size) {
        if (categoryId == null) {
            return jdbc.query("SELECT id, sku, name, price_cents FROM product ORDER BY id LIMIT ? OFFSET ?",
                    SUMMARY, size, page * size);
        }
        return jdbc.query("""
                SELECT id, sku, name, price_cents FROM product WHERE category_id = ?
                ORDER BY id LIMIT ? OFFSET ?""", SUMMARY, categoryId, size, page * size);
    }

    public List<ProductSummary> cheapestIn(long categoryId, int size) {
        return jdbc.query("""
                SELECT id, sku, name, price_cents FROM product WHERE category_id = ?
                ORDER BY price_cents, id LIMIT ?""", SUMMARY, categoryId, size);
    }

    /** Products whose name starts with {@code prefix}, by name. */
    public List<ProductSummary> nameStartsWith(String prefix, int size) {
        String pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        return jdbc.query("SELECT id, sku, name, price_cents FROM product WHERE name LIKE ? ORDER BY name LIMIT ?",
                SUMMARY, pattern, size);
    }
}
