package com.acme.shop.catalog;

public record ProductView(long id, String sku, String name, String category, int priceCents, int stock) {

    public static ProductView of(Product product) {
        return new ProductView(
                product.getId(),
                product.getSku(),
                product.getName(),
                product.getCategory().getName(),
                product.getPriceCents(),
                product.getStock());
    }
}
