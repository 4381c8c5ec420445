package com.acme.shop.orders;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

@Entity
public class CustomerOrder {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "customer_email")
    private String customerEmail;

    @Column(name = "created_at")
    private Instant createdAt = Instant.now();

    @Column(name = "total_cents")
    private long totalCents;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL)
    private List<OrderLine> lines = new ArrayList<>();

    protected CustomerOrder() {}

    public CustomerOrder(String customerEmail) {
        this.customerEmail = customerEmail;
    }

    public void add(OrderLine line) {
        lines.add(line);
        totalCents += (long) line.getPriceCents() * line.getQuantity();
    }

    public Long getId() {
        return id;
    }

    public String getCustomerEmail() {
        return customerEmail;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public long getTotalCents() {
        return totalCents;
    }

    public List<OrderLine> getLines() {
        return lines;
    }
}
