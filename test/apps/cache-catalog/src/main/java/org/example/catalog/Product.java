package org.example.catalog;

import java.io.Serializable;

public record Product(long id, String name, String category, long priceCents) implements Serializable {}
