package com.harborgoods.storefront.reviews;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class ReviewRepository {

    public record Review(long id, int rating, String author, String body, LocalDate writtenOn) {}

    /** How a product is rated; empty when there is no such product. */
    public record Rating(long productId, int reviews, double average) {}

    private final JdbcTemplate jdbc;

    public ReviewRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Rating> rating(long productId) {
        return jdbc.query("""
                SELECT p.id, COUNT(r.id) AS reviews, COALESCE(AVG(r.rating), 0) AS average
                FROM product p LEFT JOIN review r ON r.product_id = p.id
                WHERE p.id = ?
                GROUP BY p.id""", (rs, i) -> new Rating(rs.getLong("id"), rs.getInt("reviews"),
                Math.round(rs.getDouble("average") * 10) / 10.0), productId).stream().findFirst();
    }

    public List<Review> latest(long productId, int size) {
        return jdbc.query("""
                SELECT id, rating, author, body, written_on FROM review WHERE product_id = ?
                ORDER BY written_on DESC, id DESC LIMIT ?""", (rs, i) -> new Review(rs.getLong("id"),
                rs.getInt("rating"), rs.getString("author"), rs.getString("body"),
                rs.getObject("written_on", LocalDate.class)), productId, size);
    }
}
