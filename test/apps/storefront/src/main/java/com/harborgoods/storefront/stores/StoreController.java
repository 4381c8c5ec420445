package com.harborgoods.storefront.stores;

import com.harborgoods.storefront.stores.StoreRepository.StockLevel;
import com.harborgoods.storefront.stores.StoreRepository.Store;
import com.harborgoods.storefront.stores.StoreRepository.StoreDetail;
import com.harborgoods.storefront.web.Endpoint;
import com.harborgoods.storefront.web.EndpointWork;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class StoreController {

    /** Where a product can be picked up today. */
    public record ProductStock(long productId, int units, List<StockLevel> stores) {}

    private final StoreRepository stores;
    private final EndpointWork work;

    public StoreController(StoreRepository stores, EndpointWork work) {
        this.stores = stores;
        this.work = work;
    }

    @GetMapping("/api/stores")
    public List<Store> stores() {
        return work.run(Endpoint.STORES, stores::all);
    }

    @GetMapping("/api/stores/{id}")
    public StoreDetail store(@PathVariable long id) {
        return work.run(Endpoint.STORE, () -> stores.find(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no store " + id)));
    }

    @GetMapping("/api/products/{id}/stock")
    public ProductStock stock(@PathVariable long id) {
        return work.run(Endpoint.PRODUCT_STOCK, () -> {
            List<StockLevel> levels = stores.stockOf(id);
            int units = levels.stream().mapToInt(StockLevel::quantity).sum();
            return new ProductStock(id, units, levels);
        });
    }
}
