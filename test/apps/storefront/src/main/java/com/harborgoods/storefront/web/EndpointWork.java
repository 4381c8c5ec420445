package com.harborgoods.storefront.web;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Runs an endpoint's work: once, or for the endpoint named by {@code storefront.slow.endpoint},
 * {@code factor} times on average. Request n (counted from 0) runs it
 * floor((n + 1) * factor) - floor(n * factor) times, so over N requests it runs floor(N * factor)
 * times: deterministic, no randomness, the same query and response building each time.
 */
@Component
public class EndpointWork {

    private static final Logger log = LoggerFactory.getLogger(EndpointWork.class);

    private final Endpoint slowed;
    private final long perMille;
    private final AtomicLong requests = new AtomicLong();

    public EndpointWork(SlowProperties slow) {
        this.slowed = slow.endpoint();
        this.perMille = Math.round(slow.factor() * 1000);
        if (slowed != null && perMille > 1000) {
            log.info("storefront.slow: {} does its work {} times per request on average",
                    slowed.name().toLowerCase().replace('_', '-'), slow.factor());
        }
    }

    public <T> T run(Endpoint endpoint, Supplier<T> work) {
        T result = work.get();
        if (endpoint != slowed) {
            return result;
        }
        long n = requests.getAndIncrement();
        long runs = (n + 1) * perMille / 1000 - n * perMille / 1000;
        for (long i = 1; i < runs; i++) {
            result = work.get();
        }
        return result;
    }
}
