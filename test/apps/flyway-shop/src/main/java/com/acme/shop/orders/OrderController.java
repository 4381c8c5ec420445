package com.acme.shop.orders;

import com.acme.shop.catalog.Product;
import com.acme.shop.catalog.ProductRepository;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    public record LineRequest(long productId, int quantity) {}

    public record OrderRequest(String email, List<LineRequest> lines) {}

    public record OrderView(long id, String email, long totalCents, int lines) {

        static OrderView of(CustomerOrder order) {
            return new OrderView(order.getId(), order.getCustomerEmail(), order.getTotalCents(), order.getLines().size());
        }
    }

    private final OrderRepository orders;
    private final ProductRepository products;

    public OrderController(OrderRepository orders, ProductRepository products) {
        this.orders = orders;
        this.products = products;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Transactional
    public OrderView place(@RequestBody OrderRequest request) {
        if (request.lines() == null || request.lines().isEmpty()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "an order needs at least one line");
        }
        CustomerOrder order = new CustomerOrder(request.email());
        for (LineRequest line : request.lines()) {
            Product product = products.findById(line.productId())
                    .orElseThrow(() -> new ResponseStatusException(HttpStatus.BAD_REQUEST, "no product " + line.productId()));
            product.take(line.quantity());
            order.add(new OrderLine(order, product, line.quantity()));
        }
        return OrderView.of(orders.save(order));
    }

    @GetMapping("/{id}")
    @Transactional(readOnly = true)
    public OrderView get(@PathVariable long id) {
        return orders.findById(id)
                .map(OrderView::of)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no order " + id));
    }
}
