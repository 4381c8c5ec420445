-- Listing a category sorted by price was a full scan once the catalog grew.
CREATE INDEX ix_product_category_price ON product (category_id, price_cents);
