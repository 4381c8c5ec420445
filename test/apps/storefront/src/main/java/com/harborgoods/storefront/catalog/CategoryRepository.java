package com.harborgoods.storefront.catalog;

import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class CategoryRepository {

    public record Category(long id, String name, String slug, int products) {}

    private static final RowMapper<Category> CATEGORY = (rs, i) ->
            new Category(rs.getLong("id"), rs.getString("name"), rs.getString("slug"), rs.getInt("products"));

    private static final String WITH_COUNTS = """
            SELECT c.id, c.name, c.slug, COUNT(p.id) AS products
            FROM category c LEFT JOIN product p ON p.category_id = c.id
            """;

    private final JdbcTemplate jdbc;

    public CategoryRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Category> all() {
        return jdbc.query(WITH_COUNTS + "GROUP BY c.id, c.name, c.slug ORDER BY c.name", CATEGORY);
    }

    public Optional<Category> find(long id) {
        return jdbc.query(WITH_COUNTS + "WHERE c.id = ? GROUP BY c.id, c.name, c.slug", CATEGORY, id)
                .stream().findFirst();
    }
}
