package com.acme.shop.catalog;

import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ProductRepository extends JpaRepository<Product, Long> {

    @EntityGraph(attributePaths = "category")
    Page<Product> findByCategoryIdOrderByPriceCentsAsc(long categoryId, Pageable page);

    @EntityGraph(attributePaths = "category")
    Optional<Product> findWithCategoryById(long id);
}
