package org.citylib.catalog;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Author {

    @Id
    private Long id;

    private String name;

    protected Author() {}

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
