package com.harborgoods.storefront.web;

/**
 * The storefront's read endpoints, by the names `storefront.slow.endpoint` takes
 * (`product-reviews` is {@link #PRODUCT_REVIEWS}).
 */
public enum Endpoint {
    /** GET /api/products/{id} */
    PRODUCT,
    /** GET /api/products?category=&page= */
    PRODUCTS,
    /** GET /api/search?q= */
    SEARCH,
    /** GET /api/categories */
    CATEGORIES,
    /** GET /api/categories/{id}/products */
    CATEGORY_PRODUCTS,
    /** GET /api/brands */
    BRANDS,
    /** GET /api/brands/{id} */
    BRAND,
    /** GET /api/products/{id}/reviews */
    PRODUCT_REVIEWS,
    /** GET /api/products/{id}/stock */
    PRODUCT_STOCK,
    /** GET /api/stores */
    STORES,
    /** GET /api/stores/{id} */
    STORE
}
