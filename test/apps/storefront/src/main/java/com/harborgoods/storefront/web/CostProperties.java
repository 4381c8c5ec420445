package com.harborgoods.storefront.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/** Extra CPU on every /api request: {@code all} SHA-256 rounds over a 1 KiB buffer (0: none). */
@ConfigurationProperties("storefront.cost")
public record CostProperties(@DefaultValue("0") int all) {

    public CostProperties {
        if (all < 0) {
            throw new IllegalArgumentException("storefront.cost.all must not be negative, not " + all);
        }
    }
}
