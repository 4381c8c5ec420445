package com.harborgoods.storefront.stores;

import java.time.LocalTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class StoreRepository {

    public record Store(long id, String name, String city, LocalTime opensAt, LocalTime closesAt) {}

    /** A store page: the store and what it holds. */
    public record StoreDetail(Store store, int products, int units) {}

    /** One store's stock of one product. */
    public record StockLevel(long storeId, String store, String city, int quantity) {}

    private final JdbcTemplate jdbc;

    public StoreRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Store> all() {
        return jdbc.query("SELECT id, name, city, opens_at, closes_at FROM store ORDER BY city", (rs, i) -> new Store(
                rs.getLong("id"), rs.getString("name"), rs.getString("city"),
                rs.getObject("opens_at", LocalTime.class), rs.getObject("closes_at", LocalTime.class)));
    }

    public Optional<StoreDetail> find(long id) {
        return jdbc.query("""
                SELECT s.id, s.name, s.city, s.opens_at, s.closes_at,
                       COUNT(k.product_id) AS products, COALESCE(SUM(k.quantity), 0) AS units
                FROM store s LEFT JOIN stock k ON k.store_id = s.id
                WHERE s.id = ?
                GROUP BY s.id, s.name, s.city, s.opens_at, s.closes_at""", (rs, i) -> new StoreDetail(
                new Store(rs.getLong("id"), rs.getString("name"), rs.getString("city"),
                        rs.getObject("opens_at", LocalTime.class), rs.getObject("closes_at", LocalTime.class)),
                rs.getInt("products"), rs.getInt("units")), id).stream().findFirst();
    }

    public List<StockLevel> stockOf(long productId) {
        return jdbc.query("""
                SELECT s.id, s.name, s.city, k.quantity
                FROM stock k JOIN store s ON s.id = k.store_id
                WHERE k.product_id = ?
                ORDER BY s.city""", (rs, i) -> new StockLevel(rs.getLong("id"), rs.getString("name"),
                rs.getString("city"), rs.getInt("quantity")), productId);
    }
}
