package com.harborgoods.storefront.catalog;

import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class BrandRepository {

    public record Brand(long id, String name, String country, int foundedYear) {}

    /** A brand page: the brand and what its range costs. */
    public record BrandDetail(long id, String name, String country, int foundedYear, int products,
            int cheapestCents, int dearestCents, int averageCents) {}

    private final JdbcTemplate jdbc;

    public BrandRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Brand> all() {
        return jdbc.query("SELECT id, name, country, founded_year FROM brand ORDER BY name", (rs, i) ->
                new Brand(rs.getLong("id"), rs.getString("name"), rs.getString("country"), rs.getInt("founded_year")));
    }

    public Optional<BrandDetail> find(long id) {
        return jdbc.query("""
                SELECT b.id, b.name, b.country, b.founded_year, COUNT(p.id) AS products,
                       COALESCE(MIN(p.price_cents), 0) AS cheapest, COALESCE(MAX(p.price_cents), 0) AS dearest,
                       COALESCE(ROUND(AVG(p.price_cents)), 0) AS average
                FROM brand b LEFT JOIN product p ON p.brand_id = b.id
                WHERE b.id = ?
                GROUP BY b.id, b.name, b.country, b.founded_year""", (rs, i) -> new BrandDetail(rs.getLong("id"),
                rs.getString("name"), rs.getString("country"), rs.getInt("founded_year"), rs.getInt("products"),
                rs.getInt("cheapest"), rs.getInt("dearest"), rs.getInt("average")), id).stream().findFirst();
    }
}
