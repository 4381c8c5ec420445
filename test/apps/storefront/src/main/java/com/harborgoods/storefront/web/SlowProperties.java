package com.harborgoods.storefront.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Regression drill: {@code endpoint} (none when empty) does its work {@code factor} times per
 * request on average. 1.5 runs it twice on every other request, 2 on every request.
 */
@ConfigurationProperties("storefront.slow")
public record SlowProperties(Endpoint endpoint, @DefaultValue("1.0") double factor) {

    public SlowProperties {
        if (!(factor >= 1.0 && factor <= 100.0)) {
            throw new IllegalArgumentException("storefront.slow.factor must be between 1 and 100, not " + factor);
        }
    }
}
