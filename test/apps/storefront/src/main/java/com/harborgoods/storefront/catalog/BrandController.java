package com.harborgoods.storefront.catalog;

import com.harborgoods.storefront.catalog.BrandRepository.Brand;
import com.harborgoods.storefront.catalog.BrandRepository.BrandDetail;
import com.harborgoods.storefront.web.Endpoint;
import com.harborgoods.storefront.web.EndpointWork;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/brands")
public class BrandController {

    private final BrandRepository brands;
    private final EndpointWork work;

    public BrandController(BrandRepository brands, EndpointWork work) {
        this.brands = brands;
        this.work = work;
    }

    @GetMapping
    public List<Brand> brands() {
        return work.run(Endpoint.BRANDS, brands::all);
    }

    @GetMapping("/{id}")
    public BrandDetail brand(@PathVariable long id) {
        return work.run(Endpoint.BRAND, () -> brands.find(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no brand " + id)));
    }
}
